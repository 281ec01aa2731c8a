import { valibotResolver } from '@hookform/resolvers/valibot';
import { AttendanceSiteSchema, type AttendanceSiteValues } from '@hr/domain';
import {
  Button,
  ControlledField,
  FieldGroup,
  Icon,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@hr/ui';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import type { FormSubmitResult } from '../forms/index.ts';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import type { AttendanceBranch, AttendancePerson, AttendanceSiteItem } from './shiftTypes.ts';

export interface AttendanceSiteDialogProps {
  item?: AttendanceSiteItem;
  branches: readonly AttendanceBranch[];
  people: readonly AttendancePerson[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  onSave: (values: AttendanceSiteValues, existing?: AttendanceSiteItem) => Promise<FormSubmitResult>;
  onAskDelete: (item: AttendanceSiteItem) => void;
}

const SITE_FOR = ['everyone', 'branch', 'person'] as const;
type SiteFor = (typeof SITE_FOR)[number];

/** The site's fields, with whom it is for as a choice and the branch or person it names ('' for none). */
const SiteFormSchema = v.pipe(
  v.object({
    ...AttendanceSiteSchema.entries,
    siteFor: v.picklist(SITE_FOR),
    branchId: v.string(),
    employeeId: v.string(),
  }),
  v.forward(
    v.check((site) => site.siteFor !== 'branch' || site.branchId !== '', 'Choose the branch.'),
    ['branchId'],
  ),
  v.forward(
    v.check((site) => site.siteFor !== 'person' || site.employeeId !== '', 'Choose the person.'),
    ['employeeId'],
  ),
);
type SiteFormInput = v.InferInput<typeof SiteFormSchema>;
type SiteFormOutput = v.InferOutput<typeof SiteFormSchema>;

const FIELDS = ['name', 'latitude', 'longitude', 'radiusMetres', 'branchId', 'employeeId'] as const;
const whole = { useGrouping: false, maximumFractionDigits: 0 } as const;
const NEW_SITE: SiteFormInput = {
  name: '',
  latitude: '',
  longitude: '',
  radiusMetres: 100,
  siteFor: 'everyone',
  branchId: '',
  employeeId: '',
};

function inputOf(site: AttendanceSiteItem | undefined): SiteFormInput {
  if (!site) return NEW_SITE;
  return {
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    radiusMetres: site.radiusMetres,
    siteFor: site.branchId ? 'branch' : site.employeeId ? 'person' : 'everyone',
    branchId: site.branchId ?? '',
    employeeId: site.employeeId ?? '',
  };
}

function valuesOf({ siteFor, branchId, employeeId, ...site }: SiteFormOutput): AttendanceSiteValues {
  return {
    ...site,
    branchId: siteFor === 'branch' ? branchId : null,
    employeeId: siteFor === 'person' ? employeeId : null,
  };
}

/** Adds or edits a site: a point in decimal degrees, a radius, and whom punches there are for. */
export function AttendanceSiteDialog({
  item,
  branches,
  people,
  onSave,
  onAskDelete,
  ...dialog
}: AttendanceSiteDialogProps) {
  const form = useForm<SiteFormInput, unknown, SiteFormOutput>({
    resolver: valibotResolver(SiteFormSchema),
    mode: 'onTouched',
    defaultValues: inputOf(item),
  });
  const { control } = form;
  const siteFor = useWatch({ control, name: 'siteFor' });
  const degrees = (name: 'latitude' | 'longitude', label: string, example: string) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={label}
          description={`Decimal degrees, such as ${example}.`}
          inputMode="decimal"
          autoComplete="off"
          isRequired
        />
      )}
    />
  );
  const choice = (
    name: 'branchId' | 'employeeId',
    label: string,
    items: readonly { id: string; name: string }[],
  ) => (
    <ControlledField
      control={control}
      name={name}
      render={({ value, onChange, ...field }) => (
        <Select
          {...field}
          label={label}
          items={items}
          value={value === '' ? null : value}
          onChange={(key) => onChange(key === null ? '' : String(key))}
          placeholder={`Choose a ${label.toLowerCase()}`}
          isRequired
        />
      )}
    />
  );

  return (
    <ItemFormDialog<AttendanceSiteItem, SiteFormInput, SiteFormOutput>
      {...dialog}
      form={form}
      item={item}
      items={[]}
      clashOf={() => null}
      one="site"
      title={item ? 'Edit site' : 'Add site'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={(values, existing) => onSave(valuesOf(values), existing)}
      renderActions={({ isDisabled }) =>
        item ? (
          <div>
            <Button variant="danger" isDisabled={isDisabled} onPress={() => onAskDelete(item)}>
              <Icon name="trash" /> Delete site
            </Button>
          </div>
        ) : null
      }
    >
      <ControlledField
        control={control}
        name="name"
        render={(field) => <TextField {...field} label="Name" isRequired />}
      />
      <FieldGroup columns={3}>
        {degrees('latitude', 'Latitude', '5.6037168')}
        {degrees('longitude', 'Longitude', '-0.1869644')}
        <ControlledField
          control={control}
          name="radiusMetres"
          render={(field) => (
            <NumberField
              {...field}
              label="Radius (metres)"
              description="10 to 10000."
              minValue={10}
              maxValue={10000}
              step={1}
              formatOptions={whole}
              isRequired
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="siteFor"
        render={({ value, onChange, ...field }) => (
          <RadioGroup
            {...field}
            label="For"
            orientation="horizontal"
            value={value}
            onChange={(key) => {
              const chosen = SITE_FOR.find((candidate) => candidate === key);
              if (chosen) onChange(chosen satisfies SiteFor);
            }}
          >
            <Radio value="everyone">Everyone</Radio>
            <Radio value="branch">A branch's people</Radio>
            <Radio value="person">One person</Radio>
          </RadioGroup>
        )}
      />
      {siteFor === 'branch' ? choice('branchId', 'Branch', branches) : null}
      {siteFor === 'person' ? choice('employeeId', 'Person', people) : null}
    </ItemFormDialog>
  );
}
