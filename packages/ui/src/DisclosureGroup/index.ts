export {
  DisclosureGroup,
  type DisclosureGroupProps,
  type IndependentDisclosureGroupProps,
  type SharedDisclosureGroupProps,
} from './DisclosureGroup.tsx';
