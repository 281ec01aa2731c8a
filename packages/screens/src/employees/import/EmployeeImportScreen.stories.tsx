import type { EmployeeImportPreview, EmployeeImportRow } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeImport, type EmployeeImportServices } from './EmployeeImport.tsx';
import { EmployeeImportScreen } from './EmployeeImportScreen.tsx';
import { type EmployeeImportState, INITIAL_IMPORT_STATE } from './employeeImportState.ts';

const HEADERS = [
  'Employee ID',
  'First Name',
  'Surname',
  'Date of Birth',
  'Nationality',
  'National ID',
  'Email',
  'Department',
];
const DATA_ROWS = [
  ['E-1', 'Ama', 'Mensah', '1990-05-17', 'Ghana', 'GHA-1', 'ama@example.com', 'Research'],
  ['E-2', 'Kofi', 'Boateng', '17/05/1991', 'Ghana', 'GHA-2', 'kofi@example.com', 'Research'],
  ['E-3', 'Esi', '=HYPERLINK("http://x","y")', '1988-02-01', 'Ghana', '', 'esi@example.com', ''],
];
const MAPPING: EmployeeImportState['mapping'] = [
  'employeeNo',
  'firstName',
  'lastName',
  'dob',
  'country',
  'ninId',
  'email',
  'department',
];
const ROWS = DATA_ROWS.map(
  ([employeeNo, firstName, lastName, dob, country, ninId, email, department], index) => ({
    row: index + 2,
    employeeNo,
    firstName,
    lastName,
    dob,
    country,
    ninId,
    email,
    ...(department ? { department } : {}),
  }),
);
const PREVIEW_WITH_PROBLEMS: EmployeeImportPreview = {
  rowCount: 3,
  validCount: 1,
  problems: [
    { row: 3, column: 'dob', message: 'Enter a complete date (YYYY-MM-DD).' },
    { row: 4, column: 'ninId', message: 'Enter the National ID.' },
  ],
  missingDepartments: ['Research'],
  missingPositions: [],
};

const mapped: EmployeeImportState = {
  ...INITIAL_IMPORT_STATE,
  step: 'mapping',
  fileName: 'staff.csv',
  headers: HEADERS,
  dataRows: DATA_ROWS,
  mapping: MAPPING,
};
const previewed: EmployeeImportState = {
  ...mapped,
  step: 'preview',
  rows: ROWS,
  preview: PREVIEW_WITH_PROBLEMS,
};

const meta = {
  title: 'Screens/Employees/EmployeeImportScreen',
  component: EmployeeImportScreen,
  args: {
    state: INITIAL_IMPORT_STATE,
    employeesHref: '/employee',
    acceptedFileTypes: ['.csv', '.xlsx'],
    onFile: fn(),
    onMap: fn(),
    onCheck: fn(),
    onEdit: fn(),
    onImport: fn(),
    onDownloadRefused: fn(),
    onBack: fn(),
    onRestart: fn(),
  },
} satisfies Meta<typeof EmployeeImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Import employees from a spreadsheet',
    );
    await expect(canvas.getByRole('button', { name: /Choose a CSV or Excel file/ })).toBeVisible();
  },
};

export const UnreadableFile: Story = {
  args: {
    state: { ...INITIAL_IMPORT_STATE, error: 'staff.xlsx could not be read as an Excel workbook (.xlsx).' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be read as an Excel workbook/)).toBeVisible();
  },
};

export const Reading: Story = {
  args: { state: { ...INITIAL_IMPORT_STATE, step: 'reading', fileName: 'staff.xlsx' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading staff.xlsx…');
  },
};

export const Mapping: Story = {
  args: { state: mapped },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Column “Surname”/ })).toHaveTextContent(
      'Last Name (required)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check the rows' }));
    await expect(args.onCheck).toHaveBeenCalledWith(false);
  },
};

export const MissingRequiredColumn: Story = {
  args: {
    state: {
      ...mapped,
      mapping: MAPPING.map((field) => (field === 'dob' || field === 'ninId' ? null : field)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a column for Date of Birth, National ID.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check the rows' })).toBeDisabled();
  },
};

export const Checking: Story = {
  args: { state: { ...mapped, busy: 'checking' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking 3 rows…');
  },
};

export const PreviewWithProblems: Story = {
  args: { state: previewed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 rows: 1 ready to import, 2 with problems.')).toBeVisible();
    const dob = canvas.getByRole('textbox', { name: 'Row 3 Date of Birth' });
    await expect(dob).toHaveValue('17/05/1991');
    await expect(dob).toHaveAccessibleDescription(/Enter a complete date/);
    await userEvent.click(canvas.getByRole('button', { name: 'Download the rows with problems (CSV)' }));
    await expect(args.onDownloadRefused).toHaveBeenCalledWith(PREVIEW_WITH_PROBLEMS.problems);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Create the missing departments/ }));
    await expect(args.onCheck).toHaveBeenCalledWith(true);
  },
};

export const PreviewClean: Story = {
  args: {
    state: {
      ...previewed,
      preview: { rowCount: 3, validCount: 3, problems: [], missingDepartments: [], missingPositions: [] },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 rows: 3 ready to import, 0 with problems.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 3 employees' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = {
  args: { state: { ...previewed, busy: 'importing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Importing 1 employees…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 1 employee' })).toBeDisabled();
  },
};

export const Imported: Story = {
  args: {
    state: {
      ...previewed,
      step: 'imported',
      outcome: {
        imported: 1,
        refused: PREVIEW_WITH_PROBLEMS.problems,
        createdDepartments: ['Research'],
        createdPositions: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imported 1 employee.')).toBeVisible();
    await expect(canvas.getByText(/Created Research\. 2 rows were refused/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the Employees list' })).toHaveAttribute(
      'href',
      '/employee',
    );
  },
};

export const RefusedByTheServer: Story = {
  args: {
    state: {
      ...previewed,
      error:
        'An Employee ID or e-mail address of the file was taken by another employee meanwhile; check the file again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/was taken by another employee meanwhile/)).toBeVisible();
  },
};

/** A stand-in server: a date of birth not written YYYY-MM-DD is the one problem it knows. */
function fakeServices(): EmployeeImportServices {
  return {
    readFile: async (file) => {
      const [headers = [], ...rows] = (await file.text())
        .trim()
        .split('\n')
        .map((line) => line.split(','));
      return { headers, rows };
    },
    rememberedMapping: async () => ({ Surname: 'lastName' }),
    preview: fn(async (rows: EmployeeImportRow[]) => {
      const problems = rows
        .filter((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.dob ?? ''))
        .map((row) => ({
          row: row.row,
          column: 'dob' as const,
          message: 'Enter a complete date (YYYY-MM-DD).',
        }));
      return {
        rowCount: rows.length,
        validCount: rows.length - problems.length,
        problems,
        missingDepartments: [],
        missingPositions: [],
      };
    }),
    importRows: fn(async (rows) => ({
      imported: rows.length,
      refused: [],
      createdDepartments: [],
      createdPositions: [],
    })),
    downloadRefused: fn(),
  };
}

/** The whole flow: choose a file, map a column, see the problems, fix a cell, check again, import. */
export const Flow: StoryObj<typeof EmployeeImport> = {
  render: (args) => <EmployeeImport {...args} />,
  args: { services: fakeServices(), employeesHref: '/employee', acceptedFileTypes: ['.csv'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = [
      'Employee ID,First Name,Surname,Date of Birth,Nationality,National ID,Email',
      'E-1,Ama,Mensah,1990-05-17,Ghana,GHA-1,ama@example.com',
      'E-2,Kofi,Boateng,17/05/1991,Ghana,GHA-2,kofi@example.com',
    ].join('\n');
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'staff.csv', { type: 'text/csv' }));
    // "Surname" is matched from the employer's remembered mapping.
    const surname = await canvas.findByRole('button', { name: /Column “Surname”/ });
    await expect(surname).toHaveTextContent('Last Name (required)');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the rows' }));
    const dob = await canvas.findByRole('textbox', { name: 'Row 3 Date of Birth' });
    await userEvent.clear(dob);
    await userEvent.type(dob, '1991-05-17');
    await expect(canvas.getByRole('button', { name: 'Import 1 employee' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(canvas.getByText('2 rows: 2 ready to import, 0 with problems.')).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 employees' }));
    await expect(await canvas.findByText('Imported 2 employees.')).toBeVisible();
    await expect(args.services.importRows).toHaveBeenCalledWith(
      [expect.objectContaining({ row: 2 }), expect.objectContaining({ row: 3, dob: '1991-05-17' })],
      false,
      expect.objectContaining({ Surname: 'lastName', 'Employee ID': 'employeeNo' }),
    );
  },
};
