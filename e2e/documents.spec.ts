import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, SAVED, today, typeDate } from './leave-support.ts';
import {
  PDF,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
} from './support.ts';

// Issue 31's journey: the administrator asks Esi and Kofi for a national ID copy by a due date; Esi
// uploads a scan; the administrator rejects it in Review with a reason; Esi reads the reason and sends a
// new version, a PDF, which the administrator sees drawn in Review and approves; the request then reads
// 1 of 2 done, Kofi's still asked.
// Each rule (self-review, uploads for another, replaced versions, scope) is tested below the browser
// (packages/domain/src/documents, packages/server/src/documents, the document screens' stories).

/** A 1×1 PNG: the server reads the type from the content, and Review previews an image inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const TITLE = 'National ID copy';
const REASON = 'Only the front is on it; send both sides.';

const myItem = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });

async function upload(page: Page, fileName: string, file = { mimeType: 'image/png', buffer: PNG }) {
  const chooser = page.waitForEvent('filechooser');
  await myItem(page)
    .getByRole('button', { name: new RegExp(`^Upload.* of ${TITLE}$`) })
    .click();
  await (await chooser).setFiles({ name: fileName, ...file });
  await expect(myItem(page).getByText('Submitted', { exact: true })).toBeVisible(SAVED);
}

/** Review with Esi's item chosen: its versions, its preview and the decisions. */
async function chooseInReview(page: Page): Promise<Locator> {
  await page.goto('/documents/review');
  await page.getByRole('grid', { name: 'Document Review' }).getByText('Esi Mensah (E-0001)').click();
  return page.getByRole('region', { name: `${TITLE}: Esi Mensah` });
}

async function employeePage(browser: Browser, email: string) {
  const signedIn = await signInAsEmployee(browser, email);
  await signedIn.page.goto('/documents/management');
  return signedIn;
}

test('documents: a national ID copy asked of two employees, one sends it, it is rejected with a reason, sent again and approved', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { email: adminEmail, token } = await signedUpAdministrator(request, 'documents-admin');
  const esi = await staffMemberWithAccount(request, token, 1, 'Esi', 'Mensah');
  await staffMemberWithAccount(request, token, 2, 'Kofi', 'Boateng');

  await test.step('the administrator asks Esi and Kofi for a national ID copy by a due date', async () => {
    await signInAsAdministrator(page, adminEmail);
    await page.goto('/documents/management');
    await page.getByRole('button', { name: 'Request a document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a document' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    for (const name of ['Esi Mensah (E-0001)', 'Kofi Boateng (E-0002)']) {
      await dialog
        .getByRole('combobox', { name: /Employees/ })
        .pressSequentially(name.split(' ')[0] as string);
      await page.getByRole('option', { name }).click();
    }
    await dialog.getByText('PNG', { exact: true }).click();
    await typeDate(page, dialog.getByRole('group', { name: /Due date/ }), addDays(today(), 7));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SAVED);
    const row = page
      .getByRole('grid', { name: 'Document Management' })
      .getByRole('row', { name: new RegExp(TITLE) });
    await expect(row).toContainText('0 of 2');
  });

  const esiAtHerDesk = await employeePage(browser, esi.email);
  await test.step('Esi uploads a scan from her Management page', async () => {
    await expect(myItem(esiAtHerDesk.page).getByText('Requested', { exact: true })).toBeVisible(SAVED);
    await upload(esiAtHerDesk.page, 'id-front.png');
  });

  await test.step('the administrator sees it previewed in Review and rejects it with a reason', async () => {
    const item = await chooseInReview(page);
    await expect(item.getByRole('img', { name: 'Preview of id-front.png' })).toBeVisible(SAVED);
    await item.getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Esi Mensah’s document?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText(`Rejected Esi Mensah’s ${TITLE}.`, SAVED);
    // The queue was read again: nothing waits any more.
    await expect(page.getByText('Nothing waits for your review')).toBeVisible(SAVED);
  });

  await test.step('Esi reads the reason and sends a new version', async () => {
    await esiAtHerDesk.page.reload();
    await expect(myItem(esiAtHerDesk.page)).toContainText(`Rejected: ${REASON}`, SAVED);
    await upload(esiAtHerDesk.page, 'id-both-sides.pdf', { mimeType: 'application/pdf', buffer: PDF });
  });

  await test.step('the administrator sees the PDF drawn and approves version 2, with version 1 still listed', async () => {
    const item = await chooseInReview(page);
    const preview = item.getByRole('figure', { name: 'Preview of id-both-sides.pdf' });
    await expect(preview).toHaveAttribute('aria-busy', 'false', SAVED);
    await expect(preview.getByRole('img', { name: 'Page 1 of 1 of id-both-sides.pdf' })).toBeVisible();
    const versions = item.getByRole('grid', { name: `Versions of Esi Mensah’s ${TITLE}` });
    await expect(versions.getByRole('button', { name: 'id-front.png' })).toBeVisible(SAVED);
    const download = page.waitForEvent('download');
    await versions.getByRole('button', { name: 'id-front.png' }).click();
    expect((await download).suggestedFilename()).toBe('id-front.png');
    await item.getByRole('button', { name: 'Approve version 2' }).click();
    await expect(page.getByRole('status')).toHaveText(`Approved Esi Mensah’s ${TITLE}.`, SAVED);
  });

  await test.step('Esi’s reads Approved; the request reads 1 of 2 done, Kofi’s still asked for', async () => {
    await esiAtHerDesk.page.reload();
    await expect(myItem(esiAtHerDesk.page).getByText('Approved', { exact: true })).toBeVisible(SAVED);
    expect(esiAtHerDesk.refusals).toEqual([]);

    await page.goto('/documents/management');
    const requests = page.getByRole('grid', { name: 'Document Management' });
    await expect(requests.getByRole('row', { name: new RegExp(TITLE) })).toContainText('1 of 2');
    await requests.getByText(TITLE).click();
    const detail = page.getByRole('region', { name: TITLE });
    await expect(detail).toContainText('1 of 2 done');
    const employees = detail.getByRole('grid', { name: TITLE });
    await expect(employees.getByRole('row', { name: /Kofi Boateng/ })).toContainText('Requested');
    await expect(employees.getByRole('row', { name: /Esi Mensah/ })).toContainText('Approved');
  });
  await esiAtHerDesk.context.close();
});
