import type { IncidentCaseDetail, IncidentCaseSave } from '@hr/screens';
import { describe, expect, it } from 'vitest';
import { toUpdateRequest } from './incidentCases.ts';

const ama = { id: 'e-1', name: 'Ama Mensah', employeeNo: 'E-0001' };
const kojo = { id: 'e-2', name: 'Kojo Asante', employeeNo: 'E-0002' };

/** A case past the investigation, as its incident manager sees it: its people can no longer change. */
const heard = {
  id: 'case-1',
  state: 'hearing-scheduled',
  subjects: [ama],
  witnesses: [kojo],
  remarks: 'Spoke to the shift lead.',
} as IncidentCaseDetail;

const saved: IncidentCaseSave = {
  categoryId: 'cat-1',
  typeId: 'type-1',
  occurredFrom: '2026-11-20',
  occurredTo: '2026-11-20',
  summary: 'Two laptops missing.',
  story: '',
  subjectIds: [ama.id],
  witnessIds: [kojo.id],
  anonymous: false,
  remarks: 'Spoke to the shift lead.',
  attachmentIds: ['file-new'],
  removeAttachmentIds: ['file-old'],
};

describe('toUpdateRequest', () => {
  // The server refuses any list of people once the case is past the investigation, even the same one.
  it('leaves the people out when they did not change, so the rest of a later case still saves', () => {
    const request = toUpdateRequest(saved, heard);
    expect(request).not.toHaveProperty('subjectIds');
    expect(request).not.toHaveProperty('witnessIds');
    expect(request).toMatchObject({
      id: 'case-1',
      typeId: 'type-1',
      attachmentIds: ['file-new'],
      removeAttachmentIds: ['file-old'],
    });
  });

  it('sends each list of people that changed, and only that one', () => {
    const request = toUpdateRequest({ ...saved, subjectIds: [ama.id, 'e-3'] }, heard);
    expect(request.subjectIds).toEqual([ama.id, 'e-3']);
    expect(request).not.toHaveProperty('witnessIds');
    expect(toUpdateRequest({ ...saved, witnessIds: [] }, heard).witnessIds).toEqual([]);
  });

  it('clears the Remarks when they were emptied, rather than keeping the old ones', () => {
    expect(toUpdateRequest({ ...saved, remarks: null }, heard).remarks).toBe('');
  });
});
