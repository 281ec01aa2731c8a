import { describeOptionalFieldCases } from '../test-support/optional-fields-suite.ts';

/**
 * "Optional means optional" (test-support/optional-fields-suite.ts) for every operation of the contract
 * but the employee form's two, which have files of their own for their many fields.
 */
describeOptionalFieldCases(
  (operation) =>
    operation.path !== '/management/create-employee' && operation.path !== '/management/update-employee',
);
