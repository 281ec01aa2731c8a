import { expect, test } from '@playwright/test';
import { XSS_CORPUS } from '../packages/domain/src/formatted-text/xss-corpus.ts';
import { addDays, iso, SAVED, today, toggle, typeDate } from './leave-support.ts';
import {
  accessTokenFor,
  createEmployeeWithAccount,
  escapeRegExp,
  expectCorpusVerdict,
  PDF,
  showEveryItem,
  signInAsAdministrator,
  signInAsEmployee,
  signUpAdministrator,
  uniqueEmail,
  watchForScripts,
} from './support.ts';

// Issue 15's journey, announcements: an administrator publishes an announcement with a PDF and Notify
// Employees through the dialog; the employee finds it in the bell and on the dashboard, reads it and
// downloads the file. Every accepted entry of the XSS corpus goes in too, through the API and through the
// editor: on both pages nothing runs (no dialog opens, no script error is thrown) and the text is shown.

const TITLE = 'Office move <script>alert("title")</script>';
const CONTENT_TYPED = 'We move on Friday. <img src=x onerror=alert(1)> Bring your badge.';

test('announcements: published with a PDF and Notify Employees, found in the bell and on the dashboard, downloaded; no script in any content runs', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail('team-admin');
  await signUpAdministrator(request, adminEmail);
  const token = await accessTokenFor(request, adminEmail);
  const kofiEmail = uniqueEmail('team-kofi');
  await createEmployeeWithAccount(request, token, {
    employeeNo: 'E-0001',
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: kofiEmail,
    ninId: 'GHA-0001',
  });

  // Through the API: one announcement per corpus entry, dated yesterday so the journey's own comes first.
  for (const [index, entry] of XSS_CORPUS.entries()) {
    const answer = await request.post('/api/team/create-announcement', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Corpus ${index + 1}: ${entry.name}`,
        effectiveDate: iso(addDays(today(), -1)),
        published: true,
        content: entry.source,
      },
    });
    await expectCorpusVerdict(answer, entry);
  }

  const seenByAdmin: string[] = [];
  watchForScripts(page, seenByAdmin);
  await signInAsAdministrator(page, adminEmail);
  await page.goto('/team/announcement');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Announcement' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await typeDate(page, dialog.getByRole('group', { name: /^Effective Date/ }), today());
  await toggle(page, dialog.getByRole('switch', { name: 'Published' }));
  await toggle(page, dialog.getByRole('switch', { name: 'Notify Employees' }));
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'Move plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toContainText('Move plan.pdf', SAVED);
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.fill(CONTENT_TYPED);
  // "Friday" made bold through the editor's shortcut, as a writer would.
  await content.evaluate((field: HTMLTextAreaElement) => {
    const start = field.value.indexOf('Friday');
    field.setSelectionRange(start, start + 'Friday'.length);
  });
  await page.keyboard.press('ControlOrMeta+b');
  await expect(content).toHaveValue(CONTENT_TYPED.replace('Friday', '**Friday**'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(TITLE)) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 of 1');

  // The employee: the bell, the announcement opened from it, the file, the dashboard's card.
  const kofi = await signInAsEmployee(browser, kofiEmail);
  const seenByKofi: string[] = [];
  watchForScripts(kofi.page, seenByKofi);
  await expect(kofi.page.getByRole('region', { name: 'Announcements' })).toContainText(TITLE, SAVED);
  const bell = kofi.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible(SAVED);
  await bell.click();
  await kofi.page.getByRole('menuitem', { name: `New announcement: ${TITLE}` }).click();
  await expect(kofi.page).toHaveURL(/\/team\/announcement\?open=/);
  const opened = kofi.page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(TITLE)}`),
    expanded: true,
  });
  await expect(opened).toBeVisible(SAVED);
  const shown = kofi.page.getByText('We move on Friday. <img src=x onerror=alert(1)> Bring your badge.');
  await expect(shown).toBeVisible();
  await expect(shown.locator('strong')).toHaveText('Friday');
  const download = kofi.page.waitForEvent('download');
  await kofi.page
    .getByRole('list', { name: `Files of ${TITLE}` })
    .getByRole('button', { name: /Move plan\.pdf/ })
    .click();
  expect((await download).suggestedFilename()).toBe('Move plan.pdf');

  // Every accepted corpus entry shows its text on the employee's page, opened; nothing ran anywhere.
  await showEveryItem(kofi.page, kofi.page.getByRole('button', { name: /^Corpus \d+: / }));
  for (const [index, entry] of XSS_CORPUS.entries()) {
    if (entry.verdict !== 'shown-as-text') continue;
    await kofi.page.getByRole('button', { name: new RegExp(`^Corpus ${index + 1}: `) }).click();
    const text = kofi.page.getByText(entry.shownText, { exact: true });
    await expect(text.filter({ visible: true }).first(), entry.name).toBeVisible();
  }
  await page.reload();
  await expect(row).toContainText('1 of 1');
  expect(seenByAdmin).toEqual([]);
  expect(seenByKofi).toEqual([]);
  await kofi.context.close();
});
