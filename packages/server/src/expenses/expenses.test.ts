import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract.ts';
import { exampleBody } from '../test-support/contract-cases.ts';
import { minimalPdf, minimalPng } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { EXPENSE_CLAIM_SWITCHED_OFF } from './expense-access.ts';
import {
  type ExpenseWorld,
  expenseCalls,
  expenseWorld,
  savedDraft,
  submittedClaim,
  switchExpenses,
  taxiLine,
} from './expense-test-support.ts';

const contract = loadContract();
let api: TestApi;
let world: ExpenseWorld;
let calls: ReturnType<typeof expenseCalls>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-12-03T10:00:00Z') });
  world = await expenseWorld(api);
  calls = expenseCalls(api);
});
afterAll(() => api.close());

const kofi = () => world.people.kofi.token;
const ama = () => world.people.ama.token;

describe('set-up', () => {
  test('a category is listed as saved, its limits with the payroll currency’s decimals, and a claimant learns that currency and its rounding there', async () => {
    const list = await calls.call<{
      items: { code: string; limitPerClaim: string | null }[];
      payrollCurrency: string;
      rounding: string;
    }>('list-expense-categories', {}, kofi());
    expect(list.status).toBe(200);
    expect(list.body.returnObject.items.map((item) => [item.code, item.limitPerClaim])).toEqual([
      ['HOTEL', null],
      ['TAXI', '200.00'],
    ]);
    // Kofi cannot read Payroll › Setting, yet types his claims in its currency.
    expect((await api.call('/payroll/get-payroll-settings', {}, { token: kofi() })).status).toBe(403);
    expect(list.body.returnObject).toMatchObject({ payrollCurrency: 'GHS', rounding: 'Half Up' });
  });

  test('a code used by another category, whatever its case, is a 409 naming it', async () => {
    const answer = await calls.saveCategory(world.adminToken, { code: 'taxi', description: 'Cab' });
    expect([answer.status, answer.body.field, answer.body.error]).toEqual([
      409,
      'code',
      'The code taxi is already used by another category.',
    ]);
  });

  test('a limit with more decimals than GHS has is a 400 naming the field', async () => {
    const answer = await calls.saveCategory(world.adminToken, {
      code: 'MEAL',
      description: 'Meals',
      limitPerMonth: '10.005',
    });
    expect([answer.status, answer.body.field, answer.body.error]).toEqual([
      400,
      'limitPerMonth',
      'limitPerMonth: GHS has 2 decimals.',
    ]);
  });

  test('an exchange rate for the payroll currency, or a second one of a currency and date, is refused', async () => {
    const ghs = await calls.saveExchangeRate(world.adminToken, {
      currency: 'GHS',
      rate: '1',
      effectiveFrom: '2026-11-01',
    });
    expect([ghs.status, ghs.body.field]).toEqual([400, 'currency']);
    const again = await calls.saveExchangeRate(world.adminToken, {
      currency: 'USD',
      rate: '15',
      effectiveFrom: '2026-11-01',
    });
    expect([again.status, again.body.field]).toEqual([409, 'effectiveFrom']);
  });

  test('a category or rate a claim line uses cannot be deleted; deactivating is the way', async () => {
    await savedDraft(api, ama(), [
      {
        date: '2026-11-20',
        categoryId: world.taxi.id,
        description: 'Drive',
        kind: 'mileage',
        distanceKm: '10',
        mileageRateId: world.car.id,
      },
    ]);
    const category = await calls.call('delete-expense-category', { id: world.taxi.id }, world.adminToken);
    expect(category.status).toBe(409);
    expect(category.body.error).toMatch(
      /^Expense category TAXI \(Taxi\) can't be deleted: \d+ claim lines? uses? it\. Deactivate it instead\.$/,
    );
    const rate = await calls.call('delete-mileage-rate', { id: world.car.id }, world.adminToken);
    expect(rate.status).toBe(409);
  });

  test('an unused category is deleted; another employer’s is the 404 of an unknown one', async () => {
    const made = await calls.saveCategory(world.adminToken, { code: 'GONE', description: 'Soon gone' });
    const foreign = await calls.call(
      'delete-expense-category',
      { id: made.body.returnObject.id },
      world.otherAdminToken,
    );
    expect([foreign.status, foreign.body.error]).toEqual([404, 'There is no such expense category.']);
    const deleted = await calls.call(
      'delete-expense-category',
      { id: made.body.returnObject.id },
      world.adminToken,
    );
    expect([deleted.status, deleted.body.returnMessage]).toEqual([
      200,
      'Expense category GONE (Soon gone) was deleted.',
    ]);
  });

  test('an employee cannot change the set-up', async () => {
    const answer = await calls.saveCategory(kofi(), { code: 'MINE', description: 'Mine' });
    expect(answer.status).toBe(403);
  });
});

describe('saving a claim', () => {
  test('lines are priced and recorded: GHS as it is, USD at the table rate, mileage at the vehicle’s rate', async () => {
    const claim = await savedDraft(api, kofi(), [
      taxiLine(world, '85'),
      {
        date: '2026-11-12',
        categoryId: world.hotel.id,
        description: 'Hotel',
        kind: 'amount',
        amount: '120',
        currency: 'USD',
      },
      {
        date: '2026-11-13',
        categoryId: world.hotel.id,
        description: 'Hotel',
        kind: 'amount',
        amount: '10.50',
        currency: 'EUR',
        exchangeRate: '16.1',
      },
      {
        date: '2026-11-13',
        categoryId: world.taxi.id,
        description: 'Drive back',
        kind: 'mileage',
        distanceKm: '42',
        mileageRateId: world.car.id,
      },
    ]);
    expect(claim.number).toMatch(/^EC-\d{4}$/);
    expect(claim.status).toBe('draft');
    expect(
      claim.lines.map((line) => [
        line.claimedAmount,
        line.exchangeRate,
        line.rateSource,
        line.ratePerKm,
        line.explanation,
      ]),
    ).toEqual([
      ['85.00', null, null, null, 'GHS 85.00'],
      ['1830.00', '15.25', 'table', null, 'USD 120.00 × 15.25 = GHS 1,830.00'],
      ['169.05', '16.1', 'entered', null, 'EUR 10.50 × 16.1 = GHS 169.05'],
      ['105.00', null, null, '2.50', '42 km × 2.50 = 105.00'],
    ]);
    expect(claim.totalClaimed).toBe('2189.05');
  });

  test('a foreign line dated before any table rate of its currency must be given one', async () => {
    const answer = await calls.save(kofi(), {
      title: 'Early trip',
      lines: [taxiLine(world, '20'), { ...taxiLine(world, '20', { currency: 'USD' }), date: '2026-10-31' }],
    });
    expect([answer.status, answer.body.field, answer.body.error]).toEqual([
      400,
      'lines[1].exchangeRate',
      'Line 2: there is no USD exchange rate on or before 2026-10-31. Enter the rate.',
    ]);
  });

  test('a line without its amount, or a mileage line without its rate, is a 400 naming the field', async () => {
    const noAmount = await calls.save(kofi(), {
      title: 'x',
      lines: [{ ...taxiLine(world, '1'), amount: undefined }],
    });
    expect([noAmount.status, noAmount.body.field]).toEqual([400, 'lines[0].amount']);
    const noRate = await calls.save(kofi(), {
      title: 'x',
      lines: [
        {
          date: '2026-11-12',
          categoryId: world.taxi.id,
          description: 'Drive',
          kind: 'mileage',
          distanceKm: '3',
        },
      ],
    });
    expect([noRate.status, noRate.body.field]).toEqual([400, 'lines[0].mileageRateId']);
  });

  test('a receipt someone else uploaded cannot be attached, and nothing of the save is kept', async () => {
    const amasFile = await calls.receipt(ama());
    const before = (await calls.mine(kofi())).body.returnObject.total;
    const answer = await calls.save(kofi(), {
      title: 'Borrowed receipt',
      lines: [taxiLine(world, '60', { receiptIds: [amasFile] })],
    });
    expect([answer.status, answer.body.field]).toEqual([400, 'lines[0].receiptIds']);
    expect((await calls.mine(kofi())).body.returnObject.total).toBe(before);
  });

  test('a resave keeps the lines and receipts named, and deletes the receipts left out', async () => {
    const first = await calls.receipt(kofi());
    const second = await calls.receipt(kofi(), minimalPng(), 'second.png');
    const draft = await savedDraft(api, kofi(), [taxiLine(world, '60', { receiptIds: [first, second] })]);
    const [line] = draft.lines;
    const resaved = await calls.save(kofi(), {
      id: draft.id,
      title: 'Resaved',
      lines: [taxiLine(world, '70', { id: line?.id, receiptIds: [first] })],
    });
    expect(resaved.status).toBe(200);
    expect(
      resaved.body.returnObject.lines.map((each) => [each.id, each.receipts.map((receipt) => receipt.id)]),
    ).toEqual([[line?.id, [first]]]);
    const gone = await api.call('/files/download-attachment', { id: second }, { token: kofi() });
    expect(gone.status).toBe(404);
  });

  test('an account without an employee record has nothing to claim for', async () => {
    const answer = await calls.save(world.adminToken, { title: 'Admin', lines: [] });
    expect([answer.status, answer.body.error]).toEqual([
      403,
      'Expense claims are made from an employee record, and your account is not tied to one.',
    ]);
  });
});

describe('submitting', () => {
  test('lines of a category over its limit per claim are refused on the line that goes over', async () => {
    const draft = await savedDraft(api, kofi(), [
      taxiLine(world, '150', { receiptIds: [await calls.receipt(kofi())] }),
      taxiLine(world, '55', { receiptIds: [await calls.receipt(kofi(), minimalPng(), 'second.png')] }),
    ]);
    const answer = await calls.submit(kofi(), draft.id);
    expect([answer.status, answer.body.field]).toEqual([400, 'lines[1].amount']);
    expect(answer.body.error).toMatch(/^Line 2 \(Taxi\)/);
  });

  test('a line above the receipt threshold without a receipt is refused naming its receipts', async () => {
    const draft = await savedDraft(api, kofi(), [taxiLine(world, '60')]);
    const answer = await calls.submit(kofi(), draft.id);
    expect([answer.status, answer.body.field]).toEqual([400, 'lines[0].receipts']);
  });

  test('the month’s limit counts the claimant’s other submitted claims of the category', async () => {
    const ola = world.people.ola.token;
    await submittedClaim(api, ola, [
      taxiLine(world, '190', { date: '2026-10-05', receiptIds: [await calls.receipt(ola)] }),
    ]);
    const second = await savedDraft(api, ola, [
      taxiLine(world, '150', { date: '2026-10-20', receiptIds: [await calls.receipt(ola)] }),
    ]);
    const answer = await calls.submit(ola, second.id);
    expect([answer.status, answer.body.field]).toEqual([400, 'lines[0].amount']);
  });

  test('a claim without lines cannot be submitted', async () => {
    const draft = await savedDraft(api, kofi(), []);
    const answer = await calls.submit(kofi(), draft.id);
    expect([answer.status, answer.body.field, answer.body.error]).toEqual([
      400,
      'lines',
      'Add at least one line before submitting.',
    ]);
  });

  test('a submitted claim waits on its approval and can no longer be changed or deleted', async () => {
    const claim = await submittedClaim(api, kofi(), [taxiLine(world, '45')]);
    expect(claim.status).toBe('submitted');
    expect(claim.submittedAt).not.toBeNull();
    expect(claim.steps).toHaveLength(1);
    expect(claim.steps[0]?.decision).toBeNull();
    const changed = await calls.save(kofi(), { id: claim.id, title: 'Changed', lines: [] });
    expect([changed.status, changed.body.error]).toEqual([
      409,
      `Expense claim ${claim.number} is submitted; only a draft can be changed.`,
    ]);
    expect((await calls.remove(kofi(), claim.id)).status).toBe(409);
    const asAdmin = await calls.get(world.adminToken, claim.id);
    expect(asAdmin.body.returnObject.canDecide).toBe(true);
  });
});

describe('who sees a claim', () => {
  let submitted: { id: string; number: string; receiptId: string };
  let draftId: string;

  beforeAll(async () => {
    const receiptId = await calls.receipt(kofi(), minimalPdf(), 'taxi.pdf');
    const claim = await submittedClaim(api, kofi(), [
      taxiLine(world, '55', { date: '2026-11-02', receiptIds: [receiptId] }),
    ]);
    submitted = { id: claim.id, number: claim.number, receiptId };
    draftId = (await savedDraft(api, kofi(), [taxiLine(world, '5')])).id;
  });

  test('the claimant and a reader whose department read reaches them see it; a colleague and another department do not', async () => {
    const statuses = async (id: string) => ({
      kofi: (await calls.get(kofi(), id)).status,
      ama: (await calls.get(ama(), id)).status,
      hal: (await calls.get(world.people.hal.token, id)).status,
      ola: (await calls.get(world.people.ola.token, id)).status,
      otherEmployer: (await calls.get(world.otherAdminToken, id)).status,
    });
    expect(await statuses(submitted.id)).toEqual({
      kofi: 200,
      ama: 404,
      hal: 200,
      ola: 404,
      otherEmployer: 404,
    });
    // A draft is the claimant's alone.
    expect(await statuses(draftId)).toEqual({ kofi: 200, ama: 404, hal: 404, ola: 404, otherEmployer: 404 });
  });

  test('a receipt downloads to whoever sees the claim, and to nobody else', async () => {
    const download = async (token: string) =>
      (await api.call('/files/download-attachment', { id: submitted.receiptId }, { token })).status;
    expect([await download(kofi()), await download(world.people.hal.token), await download(ama())]).toEqual([
      200, 200, 404,
    ]);
  });

  test('the same receipt on another employee’s submitted claim is flagged on both lines', async () => {
    const copy = await calls.receipt(ama(), minimalPdf(), 'copy.pdf');
    const amas = await submittedClaim(api, ama(), [
      taxiLine(world, '55', { date: '2026-11-03', receiptIds: [copy] }),
    ]);
    const kofisView = await calls.get(world.adminToken, submitted.id);
    expect(kofisView.body.returnObject.lines[0]?.duplicates).toContainEqual({
      claimNumber: amas.number,
      employeeName: 'Ama Tester',
      lineDate: '2026-11-03',
    });
    const amasView = await calls.get(world.adminToken, amas.id);
    expect(amasView.body.returnObject.lines[0]?.duplicates).toContainEqual({
      claimNumber: submitted.number,
      employeeName: 'Kofi Tester',
      lineDate: '2026-11-02',
    });
  });

  test('My Claims lists the caller’s own, newest first, by status when asked', async () => {
    const all = await calls.mine(kofi());
    expect(all.status).toBe(200);
    expect(all.body.returnObject.items.map((item) => item.id)).toContain(submitted.id);
    expect(all.body.returnObject.items.map((item) => item.id)).not.toContain(undefined);
    const drafts = await calls.mine(kofi(), { status: 'draft', limit: 100 });
    expect(drafts.body.returnObject.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.body.returnObject.items.map((item) => item.id)).toContain(draftId);
    const amas = await calls.mine(ama(), { limit: 100 });
    expect(amas.body.returnObject.items.map((item) => item.id)).not.toContain(submitted.id);
  });

  test('a draft is deleted by its claimant only', async () => {
    const draft = await savedDraft(api, kofi(), [taxiLine(world, '5')]);
    expect((await calls.remove(ama(), draft.id)).status).toBe(404);
    const deleted = await calls.remove(kofi(), draft.id);
    expect([deleted.status, deleted.body.returnMessage]).toEqual([
      200,
      `Expense claim ${draft.number} was deleted.`,
    ]);
    expect((await calls.get(kofi(), draft.id)).status).toBe(404);
  });
});

describe('the module switch', () => {
  const APPROVE_PAY = new Set([
    'listExpenseClaimQueue',
    'decideExpenseClaim',
    'markExpenseClaimPaid',
    'expenseClaimsReport',
    'exportExpenseClaimsReport',
  ]);
  const operations = contract.operations.filter(
    (operation) => operation.path.startsWith('/expenses/') && !APPROVE_PAY.has(operation.operationId),
  );
  /** The employee's own operations: their role lets them past the permission check to the switch. */
  const employeeMay = /list-expense-categories|list-mileage-rates|list-exchange-rates|expense-claim/;

  test('switched off, every operation answers 403 with its sentence, to administrators and employees', async () => {
    await switchExpenses(api, world.adminToken, false);
    const answers: { path: string; status: number; error?: string }[] = [];
    try {
      for (const operation of operations) {
        const tokens = employeeMay.test(operation.path) ? [world.adminToken, kofi()] : [world.adminToken];
        for (const token of tokens) {
          const answer = await api.call<{ error?: string }>(
            operation.path,
            exampleBody(contract, operation),
            { token },
          );
          answers.push({ path: operation.path, status: answer.status, error: answer.body.error });
        }
      }
    } finally {
      await switchExpenses(api, world.adminToken, true);
    }
    expect(operations).toHaveLength(14);
    expect(
      answers.filter((answer) => answer.status !== 403 || answer.error !== EXPENSE_CLAIM_SWITCHED_OFF),
    ).toEqual([]);
    expect((await calls.mine(kofi())).status).toBe(200);
  });
});
