import {
  banks,
  branches,
  departments,
  jobPositions,
  levels,
  type ReferenceItem,
  type ReferenceKind,
} from '../employer/reference-kinds.ts';

/** A reference row as the tests read it: the common fields and the kind's own. */
export type ReferenceRow = { id: string; code: string; name: string; active: boolean } & Record<
  string,
  unknown
>;

export interface ReferenceFixture {
  kind: ReferenceKind<ReferenceItem>;
  /** The contract's paths are /employer/list-{plural}, /employer/create-{slug}, ... */
  slug: string;
  plural: string;
  /** Values for the kind's own fields, as a create may send them. */
  extras: Record<string, unknown>;
  /** The kind's own fields of a row created without them. */
  defaults: Record<string, unknown>;
}

/** The five kinds the generic suites run for. */
export const referenceFixtures: ReferenceFixture[] = [
  {
    kind: departments as ReferenceKind<ReferenceItem>,
    slug: 'department',
    plural: 'departments',
    extras: {},
    defaults: { headEmployeeId: null, headName: null },
  },
  {
    kind: jobPositions as ReferenceKind<ReferenceItem>,
    slug: 'job-position',
    plural: 'job-positions',
    extras: { responsibilities: 'Designs, builds and maintains the payroll services.' },
    defaults: { responsibilities: '' },
  },
  {
    kind: levels as ReferenceKind<ReferenceItem>,
    slug: 'level',
    plural: 'levels',
    extras: { responsibilities: 'Leads a team of up to five people.' },
    defaults: { responsibilities: '' },
  },
  {
    kind: branches as ReferenceKind<ReferenceItem>,
    slug: 'branch',
    plural: 'branches',
    extras: { address: '12 Independence Avenue, Accra' },
    defaults: { address: '', headEmployeeId: null, headName: null },
  },
  {
    kind: banks as ReferenceKind<ReferenceItem>,
    slug: 'bank',
    plural: 'banks',
    extras: { branchOrSortCode: '040101' },
    defaults: { branchOrSortCode: '' },
  },
];

export function referencePaths({ slug, plural }: ReferenceFixture) {
  return {
    list: `/employer/list-${plural}`,
    create: `/employer/create-${slug}`,
    update: `/employer/update-${slug}`,
    setActive: `/employer/set-${slug}-active`,
    remove: `/employer/delete-${slug}`,
  };
}
