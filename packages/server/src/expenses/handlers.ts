import { notBuiltYet } from './not-built-yet.ts';

/** Expense Claim's set-up and claims (issue 32); the caller, and so the employer, comes from the token. */
export function expenseHandlers() {
  return {
    listExpenseCategories: notBuiltYet('list-expense-categories'),
    saveExpenseCategory: notBuiltYet('save-expense-category'),
    deleteExpenseCategory: notBuiltYet('delete-expense-category'),
    listMileageRates: notBuiltYet('list-mileage-rates'),
    saveMileageRate: notBuiltYet('save-mileage-rate'),
    deleteMileageRate: notBuiltYet('delete-mileage-rate'),
    listExchangeRates: notBuiltYet('list-exchange-rates'),
    saveExchangeRate: notBuiltYet('save-exchange-rate'),
    deleteExchangeRate: notBuiltYet('delete-exchange-rate'),
    listMyExpenseClaims: notBuiltYet('list-my-expense-claims'),
    getExpenseClaim: notBuiltYet('get-expense-claim'),
    saveExpenseClaim: notBuiltYet('save-expense-claim'),
    submitExpenseClaim: notBuiltYet('submit-expense-claim'),
    deleteExpenseClaim: notBuiltYet('delete-expense-claim'),
  };
}
