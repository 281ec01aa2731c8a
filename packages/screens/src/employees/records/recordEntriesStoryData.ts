import type { EducationItem } from './EducationScreen.tsx';
import type { ExperienceItem } from './ExperienceScreen.tsx';
import type { RecordPerson } from './recordEntries.ts';

export const recordPeople: readonly RecordPerson[] = [
  { id: 'e-grace', name: 'Grace Hopper (E-0042)' },
  { id: 'e-kofi', name: 'Kofi Mensah (E-0043)' },
];

export const educationEntries: readonly EducationItem[] = [
  {
    id: 'ed-msc',
    institution: 'University of Ghana',
    qualification: 'MSc',
    fieldOfStudy: 'Statistics',
    startDate: '2019-09-01',
    endDate: '2020-09-30',
    grade: 'Distinction',
    certificates: [{ id: 'f-msc', name: 'msc-certificate.pdf', mediaType: 'application/pdf', size: 182_000 }],
    verifiedByName: null,
    verifiedAt: null,
  },
  {
    id: 'ed-bsc',
    institution: 'KNUST',
    qualification: 'BSc',
    fieldOfStudy: 'Computer Science',
    startDate: '2014-09-01',
    endDate: '2018-06-30',
    grade: 'First class',
    certificates: [],
    verifiedByName: 'Kofi Boateng',
    verifiedAt: '2026-03-02T09:30:00.000Z',
  },
];

export const experienceEntries: readonly ExperienceItem[] = [
  {
    id: 'ex-acme',
    employerName: 'Acme Ltd',
    jobTitle: 'Accountant',
    startDate: '2018-08-01',
    endDate: '2023-12-31',
    reasonForLeaving: 'Moved to Accra',
    refereeName: 'Ama Mensah',
    refereeContact: 'ama@example.com',
    verifiedByName: 'Kofi Boateng',
    verifiedAt: '2026-03-02T09:30:00.000Z',
  },
  {
    id: 'ex-bank',
    employerName: 'Coastal Bank',
    jobTitle: 'Teller',
    startDate: '2016-01-04',
    endDate: '2018-07-31',
    reasonForLeaving: null,
    refereeName: null,
    refereeContact: null,
    verifiedByName: null,
    verifiedAt: null,
  },
];
