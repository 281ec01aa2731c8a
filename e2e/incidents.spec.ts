import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, SAVED, typeDate } from './leave-support.ts';
import {
  attachPdf,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
} from './support.ts';

// Issue 30's journey: an administrator sets up a category and a type, reports an incident about Esi
// with a file, and asks her for an explanation by a date; Esi answers from her own page; a hearing is set
// with Kofi on the panel and shows for the case; Kofi records a written warning; Esi sees it on her
// record. The rules of each move, who sees what and every refusal are tested below the browser
// (packages/domain/src/incidents, packages/server/src/incidents/cases, the case screens' stories).
//
// A decision is recorded on or after the hearing day, and the hearing is on or after the Explain By
// date, which is after today: the process spans days. The journey moves the employer's day instead of
// the clock: the employer starts in Pago Pago (UTC−11) and moves to Kiritimati (UTC+14) before the
// decision, 25 hours later, so the employer's today is at least a day on, as it would be at a real
// hearing.
const BEFORE = 'Pacific/Pago_Pago';
const AFTER = 'Pacific/Kiritimati';

/** The employer's day in `timeZone`, as a date at UTC midnight (what the date fields are typed from). */
const dayIn = (timeZone: string) =>
  new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}T00:00:00Z`);

async function setTimeZone(request: APIRequestContext, token: string, timeZone: string) {
  const answer = await request.post('/api/employer/update-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { timeZone },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A move made through the API, for the steps the journey is not about. */
async function move(request: APIRequestContext, token: string, id: string, caseMove: object) {
  const answer = await request.post('/api/incidents/move-incident-case', {
    headers: { authorization: `Bearer ${token}` },
    data: { id, move: caseMove },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function choose(page: Page, dialog: Locator, field: RegExp, option: string) {
  await dialog.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

const SUMMARY = 'Two laptops missing from the store room after the night shift.';

test('incidents: a category and a type set up, an incident reported with a file, explained by its subject, heard, decided by a panel member, and the warning on the subject’s record', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const { email: adminEmail, token } = await signedUpAdministrator(request, 'incident-admin');
  await setTimeZone(request, token, BEFORE);
  const esi = await staffMemberWithAccount(request, token, 1, 'Esi', 'Mensah');
  const kofi = await staffMemberWithAccount(request, token, 2, 'Kofi', 'Boateng');
  const yaw = await staffMemberWithAccount(request, token, 3, 'Yaw', 'Asante');
  const today = dayIn(BEFORE);
  const explainBy = addDays(today, 1);

  await test.step('the administrator sets up a category and a type', async () => {
    await signInAsAdministrator(page, adminEmail);
    await page.goto('/incident/incident-category');
    await page.getByRole('button', { name: 'Add Category' }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('MIS');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Misconduct');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await page.goto('/incident/incident-type');
    await page.getByRole('button', { name: 'Add Type' }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('THEFT');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Theft of company property');
    await choose(page, dialog, /Category/, 'MIS — Misconduct');
    await dialog.getByRole('textbox', { name: 'Rule' }).fill('Code of conduct 2.1: company property stays.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SAVED);
  });

  let caseId = '';
  let caseCode = '';
  await test.step('the administrator reports an incident about Esi with a file', async () => {
    await page.goto('/incident/incident-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Incident Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Report an incident' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Incident' });
    await choose(page, dialog, /Category$/, 'MIS — Misconduct');
    await choose(page, dialog, /Incident Type$/, 'THEFT — Theft of company property');
    await expect(dialog.getByRole('textbox', { name: 'Rule' })).toHaveValue(
      'Code of conduct 2.1: company property stays.',
    );
    await typeDate(page, dialog.getByRole('group', { name: 'From' }), addDays(today, -1));
    await typeDate(page, dialog.getByRole('group', { name: 'To' }), addDays(today, -1));
    await dialog.getByRole('textbox', { name: 'Summary' }).fill(SUMMARY);
    await dialog.getByRole('combobox', { name: /Subjects/ }).pressSequentially('Esi');
    await page.getByRole('option', { name: 'Esi Mensah (E-0001)' }).click();
    await attachPdf(page, dialog, 'Store room log.pdf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await page.getByRole('grid', { name: 'Incident Management' }).getByText(SUMMARY).click();
    await expect(page).toHaveURL(/\?case=/);
    caseId = new URL(page.url()).searchParams.get('case') ?? '';
    const heading = page.getByRole('heading', { level: 1, name: /^Incident INC-/ });
    await expect(heading).toBeVisible(SAVED);
    caseCode = ((await heading.textContent()) ?? '').replace('Incident ', '');
    await expect(page.getByText('Store room log.pdf')).toBeVisible(SAVED);
  });

  await test.step('the administrator asks Esi for an explanation by a date', async () => {
    // Appointing the investigator is not what the journey is about.
    await move(request, token, caseId, { kind: 'open-investigation', investigatorId: yaw.id });
    await page.reload();
    await page.getByRole('button', { name: 'Ask for an explanation' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask for an explanation — ${caseCode}` });
    await typeDate(page, dialog.getByRole('group', { name: 'Explain By' }), explainBy);
    await dialog.getByRole('button', { name: 'Ask for an explanation' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await expect(page.getByText('Explanation requested', { exact: true })).toBeVisible(SAVED);
  });

  const esiDesk = await signInAsEmployee(browser, esi.email);
  await test.step('Esi answers from her own page', async () => {
    const esiPage = esiDesk.page;
    await esiPage.goto('/incident/incident-management');
    await esiPage.getByRole('grid', { name: 'Incident Management' }).getByText(SUMMARY).click();
    await expect(esiPage.getByRole('heading', { level: 1, name: `Incident ${caseCode}` })).toBeVisible(SAVED);
    await esiPage.getByRole('button', { name: 'Record the explanation' }).click();
    const dialog = esiPage.getByRole('dialog', { name: `Record the explanation — ${caseCode}` });
    await dialog
      .getByRole('textbox', { name: 'Explanation' })
      .fill('I locked the store room at 22:00 and handed the key to security.');
    await dialog.getByRole('button', { name: 'Record the explanation' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await expect(esiPage.getByText('Explanation received', { exact: true })).toBeVisible(SAVED);
    await esiPage.getByRole('link', { name: 'All cases' }).click();
    await expect(esiPage.getByRole('grid', { name: 'Incident Management' })).toContainText(caseCode, SAVED);
  });

  await test.step('a hearing is set with Kofi on the panel', async () => {
    // Scheduling is not what the journey is about; the hearing is the day after today, the Explain By date.
    await move(request, token, caseId, {
      kind: 'schedule-hearing',
      date: explainBy.toISOString().slice(0, 10),
      place: 'Board room',
      panelIds: [kofi.id],
    });
    // The cause list finds it on the hearing's day and opens the case. It opens on this week, Monday to
    // Sunday in the browser's zone (this machine's): the day after today may be next week's Monday.
    await page.goto('/incident/causeless');
    await expect(page.getByRole('heading', { level: 1, name: 'Cause List' })).toBeVisible();
    const now = new Date();
    const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 6 - ((now.getDay() + 6) % 7));
    const sundayDate = `${sunday.getFullYear()}-${String(sunday.getMonth() + 1).padStart(2, '0')}-${String(sunday.getDate()).padStart(2, '0')}`;
    if (explainBy.toISOString().slice(0, 10) > sundayDate) {
      await page.getByRole('button', { name: 'Next week' }).click();
    }
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: caseCode }) });
    await expect(listed).toContainText('Board room', SAVED);
    await expect(listed).toContainText('Panel: Kofi Boateng (E-0002)');
    await listed.getByRole('link', { name: caseCode }).click();
    await expect(page).toHaveURL(new RegExp(`case=${caseId}`));
    await expect(page.getByText('Hearing scheduled', { exact: true })).toBeVisible(SAVED);
    await expect(page.getByText('Board room')).toBeVisible();
    await expect(page.getByText('Kofi Boateng (E-0002)')).toBeVisible();
    // The §2.10 dialog still saves once the people are fixed: it sends them only when they changed.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Incident ${caseCode}` });
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Security log requested.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await expect(page.getByRole('region', { name: 'Management' })).toContainText(
      'Security log requested.',
      SAVED,
    );
  });

  const kofiDesk = await signInAsEmployee(browser, kofi.email);
  await test.step('Kofi, on the panel, records a written warning', async () => {
    await setTimeZone(request, token, AFTER);
    const kofiPage = kofiDesk.page;
    await kofiPage.goto('/incident/incident-management');
    await kofiPage.getByRole('grid', { name: 'Incident Management' }).getByText(SUMMARY).click();
    await kofiPage.getByRole('button', { name: 'Record the decision' }).click();
    const dialog = kofiPage.getByRole('dialog', { name: `Record the decision — ${caseCode}` });
    await choose(kofiPage, dialog, /Outcome/, 'Written warning');
    await dialog.getByRole('textbox', { name: 'Reasons' }).fill('The log shows the key was not handed over.');
    await typeDate(kofiPage, dialog.getByRole('group', { name: 'Appeal By' }), addDays(today, 10));
    await dialog.getByRole('button', { name: 'Record the decision' }).click();
    await expect(dialog).toBeHidden(SAVED);
    await expect(kofiPage.getByText('Decided', { exact: true })).toBeVisible(SAVED);
  });

  await test.step('Esi sees the warning on her record', async () => {
    const esiPage = esiDesk.page;
    await esiPage.goto(`/employee/edit/${esi.id}`);
    await expect(esiPage.getByRole('region', { name: 'Disciplinary decisions' })).toContainText(
      `Written warning (${caseCode})`,
      SAVED,
    );
  });

  expect(esiDesk.refusals).toEqual([]);
  expect(kofiDesk.refusals).toEqual([]);
  await esiDesk.context.close();
  await kofiDesk.context.close();
});
