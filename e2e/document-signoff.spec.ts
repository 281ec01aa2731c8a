import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  addDays,
  addManagerThenAdministratorWorkflow,
  openMenuGroup,
  SAVED,
  today,
  typeDate,
} from './leave-support.ts';
import {
  PDF,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithLineManager,
} from './support.ts';

// Issue 31 item 4's journey: the administrator adds a two-step document workflow on Document WorkFlow ›
// Approval WorkFlow (the employee's line manager, then an administrator) and asks Esi for a "Staff
// handbook policy" signed off through it. Esi uploads a PDF; Mansa, her line manager, signs step 1 in
// Review (the administrator's queue is empty until then); the administrator signs step 2; Esi downloads
// the signed PDF, whose last page is the sign-off page: both signers and the version's SHA-256.

const TITLE = 'Staff handbook policy';
const WORKFLOW = 'Policy sign-off';
const ADMINISTRATOR = 'Ada Lovelace';
const SHA256 = createHash('sha256').update(PDF).digest('hex');

/** Signs off the version Review shows of Esi's policy, as whoever is signed in on `page`. */
async function signOffEsisPolicy(page: Page, signedBefore: number) {
  await page.goto('/documents/review');
  await page
    .getByRole('grid', { name: 'Document Review' })
    .getByText(/Esi Mensah/)
    .click();
  const item = page.getByRole('region', { name: `${TITLE}: Esi Mensah` });
  await expect(item.getByText(`Signed ${signedBefore} of 2 (version 1)`)).toBeVisible();
  await item.getByRole('button', { name: 'Sign off version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Signed off Esi Mensah’s ${TITLE}.` })).toBeVisible(
    SAVED,
  );
}

test('document sign-off: a two-step document workflow, the line manager then the administrator sign the uploaded PDF off in Review, and its signed copy carries the sign-off page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signedUpAdministrator(request, 'signoff-admin');
  const { manager: mansa, employee: esi } = await staffMemberWithLineManager(request, admin.token);

  await signInAsAdministrator(page, admin.email);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Document WorkFlow');
  await menu.getByRole('link', { name: 'Approval WorkFlow', exact: true }).click();
  await expect(page).toHaveURL(/\/documents\/approval-workflow$/);
  await addManagerThenAdministratorWorkflow(page, {
    list: 'Document Approval Workflows',
    code: 'POLICY',
    name: WORKFLOW,
    isDefault: true,
  });
  // Leave's page lists leave's workflows only.
  await page.goto('/leave/approval-workflow');
  await expect(
    page.getByRole('grid', { name: 'Approval Workflows' }).getByText('No approval workflows yet'),
  ).toBeVisible();

  // The request, signed off through the workflow: PDF alone.
  await page.goto('/documents/management');
  await page.getByRole('button', { name: 'Request a document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a document' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await dialog.getByRole('combobox', { name: /Employees/ }).pressSequentially('Esi');
  await page.getByRole('option', { name: /Esi Mensah/ }).click();
  await typeDate(page, dialog.getByRole('group', { name: /Due date/ }), addDays(today(), 14));
  await dialog.getByRole('button', { name: /Sign-off/ }).click();
  await page.getByRole('option', { name: WORKFLOW }).click();
  await expect(dialog.getByRole('checkbox', { name: 'PNG' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);

  // Esi hands in her PDF.
  const esiDesk = await signInAsEmployee(browser, esi.email);
  await esiDesk.page.goto('/documents/management');
  const esiItem = esiDesk.page
    .getByRole('listitem')
    .filter({ has: esiDesk.page.getByRole('heading', { name: TITLE }) });
  const chooser = esiDesk.page.waitForEvent('filechooser');
  await esiItem.getByRole('button', { name: `Upload of ${TITLE}` }).click();
  await (await chooser).setFiles({ name: 'staff-handbook.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(esiItem).toContainText('Sign-off: Signed 0 of 2', SAVED);

  // Step 1 is Mansa's: the administrator has nothing to sign yet.
  await page.goto('/documents/review');
  await expect(page.getByText('Nothing waits for your review')).toBeVisible();
  const mansaDesk = await signInAsEmployee(browser, mansa.email);
  await signOffEsisPolicy(mansaDesk.page, 0);
  expect(mansaDesk.refusals).toEqual([]);
  await mansaDesk.context.close();

  await signOffEsisPolicy(page, 1);

  // Esi's copy: her PDF and the sign-off page, both signers and the version's hash on it.
  await esiDesk.page.reload();
  await expect(esiItem).toContainText('Sign-off: Signed 2 of 2');
  const download = esiDesk.page.waitForEvent('download');
  await esiItem.getByRole('button', { name: `Download signed PDF of ${TITLE}` }).click();
  const signed = await readFile((await (await download).path()) as string);
  const pdf = await getDocumentProxy(new Uint8Array(signed));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('Sign-off');
  expect(text).toContain(TITLE);
  expect(text).toContain('Mansa Owusu');
  expect(text).toContain(ADMINISTRATOR);
  expect(text).toContain(SHA256);
  expect(esiDesk.refusals).toEqual([]);
  await esiDesk.context.close();
});
