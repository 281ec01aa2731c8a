import { kindAffectsPay, STANDARD_INCIDENT_DECISIONS } from '@hr/domain';
import type { IncidentCategory, IncidentDecision, IncidentType } from './incidentSetup.ts';

/** A pale, a dark and the default colour, so the badges show black and white text; one inactive. */
export const incidentCategories: IncidentCategory[] = [
  { id: 'cat-mis', code: 'MIS', description: 'Misconduct', isActive: true, color: '#F50000' },
  { id: 'cat-saf', code: 'SAF', description: 'Health and safety', isActive: true, color: '#FFEB3B' },
  { id: 'cat-att', code: 'ATT', description: 'Attendance', isActive: true, color: '#0D47A1' },
  { id: 'cat-old', code: 'OLD', description: 'Old grievances', isActive: false, color: '#6D4C41' },
];

export const incidentTypes: IncidentType[] = [
  {
    id: 'type-late',
    code: 'LATE',
    description: 'Persistent lateness',
    categoryId: 'cat-att',
    rule: 'Staff handbook 4.2: arrive by the start of the shift.',
    defaultSeverity: 'Minor',
    isActive: true,
  },
  {
    id: 'type-theft',
    code: 'THEFT',
    description: 'Theft of company property',
    categoryId: 'cat-mis',
    rule: 'Code of conduct 2.1: company property stays with the company.',
    defaultSeverity: 'Gross',
    isActive: true,
  },
  {
    id: 'type-ppe',
    code: 'PPE',
    description: 'No protective equipment',
    categoryId: 'cat-saf',
    rule: 'Safety policy 3: helmets and boots on site.',
    defaultSeverity: 'Major',
    isActive: true,
  },
  {
    id: 'type-old',
    code: 'GRV',
    description: 'Old grievance',
    categoryId: 'cat-old',
    rule: 'Grievance policy (2019).',
    defaultSeverity: 'Minor',
    isActive: false,
  },
];

/** The eight standard outcomes as a new employer has them. */
export const incidentDecisions: IncidentDecision[] = STANDARD_INCIDENT_DECISIONS.map((decision) => ({
  ...decision,
  id: `decision-${decision.code}`,
  affectsPay: kindAffectsPay(decision.kind),
  isActive: decision.code !== 'DEM',
}));
