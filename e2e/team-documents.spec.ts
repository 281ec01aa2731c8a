import { expect, type Page, test } from '@playwright/test';
import { XSS_CORPUS } from '../packages/domain/src/formatted-text/xss-corpus.ts';
import { oneLineText } from '../packages/domain/src/oneLineText.ts';
import { SAVED, toggle } from './leave-support.ts';
import {
  accessTokenFor,
  attachPdf,
  downloadsFile,
  escapeRegExp,
  expectCorpusVerdict,
  showEveryItem,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
  staffMemberWithLineManager,
  watchForScripts,
} from './support.ts';

// Issue 15's journey, Document & Form Sharing: an administrator shares a document with a PDF with one
// employee (Esi) and her line manager (Mansa) through the dialog. Esi and Mansa see it and download its
// file; a colleague (Comfort) sees nothing, and asking for the file by its id gets 404. Esi acknowledges
// it, and the administrator's Acknowledgements show Esi acknowledged and Mansa not yet. Every entry of the
// XSS corpus goes in through the API as a title and a content; what is accepted shows as its text on
// Esi's page, and nothing runs (no dialog opens, no script error is thrown).

const TITLE = 'Probation review <b>form</b>';
const CONTENT = 'Fill in **part 1** before your review.';

/** Each corpus entry's title: plain text, the payload in it, within the 200 characters a title takes. */
const corpusTitle = (index: number, source: string) =>
  `Corpus ${index + 1}: ${oneLineText(source).slice(0, 150)}`;

test('document sharing: shared with one employee and her line manager, seen and downloaded by those two only, acknowledged; no script in any title or content runs', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const { email: adminEmail, token } = await signedUpAdministrator(request, 'docs-admin');
  const auth = { authorization: `Bearer ${token}` };
  // Mansa is Esi's line manager.
  const { manager: mansa, employee: esi } = await staffMemberWithLineManager(request, token);
  const comfort = await staffMemberWithAccount(request, token, 3, 'Comfort', 'Adjei');

  // Through the API: the corpus as titles and contents, shared with Esi alone.
  for (const [index, entry] of XSS_CORPUS.entries()) {
    const answer = await request.post('/api/team/create-shared-document', {
      headers: auth,
      data: {
        title: corpusTitle(index, entry.source),
        category: 'HR',
        content: entry.source,
        scope: 'selected-employee',
        employeeId: esi.id,
      },
    });
    await expectCorpusVerdict(answer, entry);
  }

  // The administrator shares the journey's document through the dialog.
  const seenByAdmin: string[] = [];
  watchForScripts(page, seenByAdmin);
  await signInAsAdministrator(page, adminEmail);
  await page.goto('/team/document-sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Document & Form Sharing' })).toBeVisible();
  await page.getByRole('button', { name: 'Share Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Document & Form Sharing' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await dialog.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'HR' }).click();
  await attachPdf(page, dialog, 'Review form.pdf');
  await dialog.getByRole('textbox', { name: 'Content' }).fill(CONTENT);
  await expect(dialog.getByRole('switch', { name: 'Line Manager' })).toBeDisabled();
  // Radios and switches from the keyboard, as every journey toggles react-aria's hidden inputs.
  await toggle(page, dialog.getByRole('radio', { name: 'Selected Employee' }));
  await dialog.getByRole('combobox', { name: 'Employee' }).pressSequentially('Esi');
  await page.getByRole('option', { name: 'Esi Mensah' }).click();
  await toggle(page, dialog.getByRole('switch', { name: 'Line Manager' }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(TITLE)) });
  await expect(row).toContainText('Selected Employee: Esi Mensah');
  await expect(row).toContainText('Line Manager');
  await expect(row).toContainText('0 of 2');

  const listed = await request.post('/api/team/list-shared-documents', {
    headers: auth,
    data: { pageSize: 1 },
  });
  const shared = (await listed.json()).returnObject.items[0];
  expect(shared.title).toBe(TITLE);
  const fileId = shared.attachments[0].id as string;

  // Esi and Mansa each find it and download its file.
  const download = async (reader: Page) => {
    await reader.goto('/team/document-sharing');
    const opener = reader.getByRole('button', { name: new RegExp(`^${escapeRegExp(TITLE)}`) });
    await expect(opener).toBeVisible(SAVED);
    if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
    await expect(reader.getByText('part 1', { exact: true })).toBeVisible();
    await downloadsFile(reader, TITLE, 'Review form.pdf');
  };
  const esiDesk = await signInAsEmployee(browser, esi.email);
  const seenByEsi: string[] = [];
  watchForScripts(esiDesk.page, seenByEsi);
  await download(esiDesk.page);
  const mansaDesk = await signInAsEmployee(browser, mansa.email);
  await download(mansaDesk.page);
  await expect(mansaDesk.page.getByRole('button', { name: /^Corpus / })).toHaveCount(0);

  // Comfort sees nothing, and the file asked for by its id is not found.
  const comfortDesk = await signInAsEmployee(browser, comfort.email);
  await comfortDesk.page.goto('/team/document-sharing');
  await expect(comfortDesk.page.getByText('No documents shared with you yet')).toBeVisible(SAVED);
  const comfortToken = await accessTokenFor(request, comfort.email);
  const asked = await request.post('/api/files/download-attachment', {
    headers: { authorization: `Bearer ${comfortToken}` },
    data: { id: fileId },
  });
  expect(asked.status()).toBe(404);

  // Esi acknowledges it.
  await esiDesk.page.getByRole('button', { name: 'Read and understood' }).first().click();
  await expect(esiDesk.page.getByText(/^Acknowledged /)).toBeVisible(SAVED);

  // The administrator sees Esi acknowledged and Mansa not yet.
  await page.reload();
  await expect(row).toContainText('1 of 2', SAVED);
  await row.getByRole('button', { name: `Acknowledgements ${TITLE}` }).click();
  const report = page.getByRole('dialog', { name: `Acknowledgements: ${TITLE}` });
  await expect(report.getByText('1 of 2 has acknowledged')).toBeVisible(SAVED);
  await expect(report.getByRole('row', { name: /Mansa Owusu/ })).toContainText('Line ManagerNot yet');
  const esiRow = report.getByRole('row', { name: /Esi Mensah/ });
  await expect(esiRow).toContainText('Employee');
  await expect(esiRow).not.toContainText('Not yet');
  await report.getByRole('button', { name: 'Close' }).click();

  // Every accepted corpus entry shows its title and text on Esi's page, opened; nothing ran anywhere.
  await showEveryItem(esiDesk.page, esiDesk.page.getByRole('button', { name: /^Corpus \d+: / }));
  for (const [index, entry] of XSS_CORPUS.entries()) {
    if (entry.verdict !== 'shown-as-text') continue;
    const title = corpusTitle(index, entry.source);
    const opener = esiDesk.page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${escapeRegExp(title)}`),
    });
    await expect(opener, entry.name).toBeVisible();
    await opener.getByRole('button').click();
    const text = esiDesk.page.getByText(entry.shownText, { exact: true });
    await expect(text.filter({ visible: true }).first(), entry.name).toBeVisible();
  }
  expect(seenByAdmin).toEqual([]);
  expect(seenByEsi).toEqual([]);
  for (const desk of [esiDesk, mansaDesk, comfortDesk]) await desk.context.close();
});
