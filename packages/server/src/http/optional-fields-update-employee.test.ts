import { describeOptionalFieldCases } from '../test-support/optional-fields-suite.ts';

/** "Optional means optional" (test-support/optional-fields-suite.ts) for update-employee's many fields. */
describeOptionalFieldCases((operation) => operation.path === '/management/update-employee');
