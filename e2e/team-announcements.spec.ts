import { expect, test } from '@playwright/test';
import { XSS_CORPUS } from '../packages/domain/src/formatted-text/xss-corpus.ts';
import { addDays, iso, SAVED, today, toggle, typeDate } from './leave-support.ts';
import {
  attachPdf,
  downloadsFile,
  escapeRegExp,
  expectCorpusVerdict,
  makeBold,
  showEveryItem,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
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
  const { email: adminEmail, token } = await signedUpAdministrator(request, 'team-admin');
  const { email: kofiEmail } = await staffMemberWithAccount(request, token, 1, 'Kofi', 'Boateng');

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
  await attachPdf(page, dialog, 'Move plan.pdf');
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.fill(CONTENT_TYPED);
  await makeBold(page, content, 'Friday');
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
  await downloadsFile(kofi.page, TITLE, 'Move plan.pdf');

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
  // Kofi's dashboard, bell and pages asked for nothing an employee may not see (Leave is off here).
  expect(kofi.refusals).toEqual([]);
  await kofi.context.close();
});
