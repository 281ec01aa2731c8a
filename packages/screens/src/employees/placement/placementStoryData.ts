import type { BulkPlacementPreview, PlacementFields, PlacementMove } from './placementMoves.ts';

/** The employer's reference rows the placement stories choose from. */
export const placementOptions = {
  departments: [
    { id: 'd-sales', name: 'Sales' },
    { id: 'd-finance', name: 'Finance' },
    { id: 'd-ops', name: 'Operations' },
  ],
  jobPositions: [
    { id: 'j-officer', name: 'Sales Officer' },
    { id: 'j-accountant', name: 'Accountant' },
    { id: 'j-lead', name: 'Team Lead' },
  ],
  levels: [
    { id: 'l-1', name: 'Level 1' },
    { id: 'l-2', name: 'Level 2' },
  ],
  branches: [
    { id: 'b-accra', name: 'Accra' },
    { id: 'b-kumasi', name: 'Kumasi' },
  ],
} as const;

export const storyPeople = [
  { id: 'e-ama', name: 'Ama Owusu' },
  { id: 'e-kofi', name: 'Kofi Mensah' },
  { id: 'e-yaw', name: 'Yaw Boateng' },
  { id: 'e-esi', name: 'Esi Asante' },
] as const;

export const amaInSales: PlacementFields = {
  departmentId: 'd-sales',
  departmentName: 'Sales',
  jobPositionId: 'j-officer',
  jobPositionName: 'Sales Officer',
  levelId: 'l-1',
  levelName: 'Level 1',
  branchId: 'b-accra',
  branchName: 'Accra',
  lineManagerId: 'e-kofi',
  lineManagerName: 'Kofi Mensah',
};

const amaInFinance: PlacementFields = {
  ...amaInSales,
  departmentId: 'd-finance',
  departmentName: 'Finance',
  jobPositionId: 'j-accountant',
  jobPositionName: 'Accountant',
};

export const placementMoves: readonly PlacementMove[] = [
  {
    id: 'p-3',
    employeeId: 'e-ama',
    employeeName: 'Ama Owusu',
    effectiveDate: '2027-01-01',
    kind: 'Promotion',
    reason: 'Year-end review',
    ...amaInFinance,
    levelId: 'l-2',
    levelName: 'Level 2',
    previous: amaInFinance,
    status: 'scheduled',
    recordedByName: 'Kofi Mensah',
    recordedAt: '2026-11-30T10:00:00Z',
  },
  {
    id: 'p-2',
    employeeId: 'e-ama',
    employeeName: 'Ama Owusu',
    effectiveDate: '2026-06-01',
    kind: 'Transfer',
    reason: 'Finance needs help',
    ...amaInFinance,
    previous: amaInSales,
    status: 'current',
    recordedByName: 'Kofi Mensah',
    recordedAt: '2026-05-20T10:00:00Z',
  },
  {
    id: 'p-1',
    employeeId: 'e-ama',
    employeeName: 'Ama Owusu',
    effectiveDate: '2025-02-03',
    kind: null,
    reason: null,
    ...amaInSales,
    previous: null,
    status: 'past',
    recordedByName: null,
    recordedAt: '2025-02-03T08:00:00Z',
  },
];

/** A preview in which Yaw cannot move: he would manage himself. */
export const previewWithProblem: BulkPlacementPreview = {
  ready: false,
  rows: [
    {
      employeeId: 'e-ama',
      employeeName: 'Ama Owusu',
      before: amaInSales,
      after: { ...amaInSales, branchId: 'b-kumasi', branchName: 'Kumasi' },
      problems: [],
    },
    {
      employeeId: 'e-yaw',
      employeeName: 'Yaw Boateng',
      before: { ...amaInSales, lineManagerId: 'e-ama', lineManagerName: 'Ama Owusu' },
      after: {
        ...amaInSales,
        branchId: 'b-kumasi',
        branchName: 'Kumasi',
        lineManagerId: 'e-yaw',
        lineManagerName: 'Yaw Boateng',
      },
      problems: ['Yaw Boateng would be his own line manager.'],
    },
  ],
};

export const previewReady: BulkPlacementPreview = {
  ready: true,
  rows: previewWithProblem.rows.map((row) => ({
    ...row,
    after: {
      ...row.after,
      lineManagerId: row.before.lineManagerId,
      lineManagerName: row.before.lineManagerName,
    },
    problems: [],
  })),
};
