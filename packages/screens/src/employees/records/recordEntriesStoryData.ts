import type { EducationItem } from './EducationScreen.tsx';
import type { ExperienceItem } from './ExperienceScreen.tsx';
import type { RecordPerson } from './recordEntries.ts';
import type { TrainingCourseItem } from './training.ts';

export const recordPeople: readonly RecordPerson[] = [
  { id: 'e-grace', name: 'Grace Hopper (E-0042)' },
  { id: 'e-kofi', name: 'Kofi Mensah (E-0043)' },
];

export const educationEntries: readonly EducationItem[] = [
  {
    id: 'ed-msc',
    institution: 'University of Ghana',
    qualification: 'MSc',
    fieldOfStudy: 'Statistics',
    startDate: '2019-09-01',
    endDate: '2020-09-30',
    grade: 'Distinction',
    certificates: [{ id: 'f-msc', name: 'msc-certificate.pdf', mediaType: 'application/pdf', size: 182_000 }],
    verifiedByName: null,
    verifiedAt: null,
  },
  {
    id: 'ed-bsc',
    institution: 'KNUST',
    qualification: 'BSc',
    fieldOfStudy: 'Computer Science',
    startDate: '2014-09-01',
    endDate: '2018-06-30',
    grade: 'First class',
    certificates: [],
    verifiedByName: 'Kofi Boateng',
    verifiedAt: '2026-03-02T09:30:00.000Z',
  },
];

export const experienceEntries: readonly ExperienceItem[] = [
  {
    id: 'ex-acme',
    employerName: 'Acme Ltd',
    jobTitle: 'Accountant',
    startDate: '2018-08-01',
    endDate: '2023-12-31',
    reasonForLeaving: 'Moved to Accra',
    refereeName: 'Ama Mensah',
    refereeContact: 'ama@example.com',
    verifiedByName: 'Kofi Boateng',
    verifiedAt: '2026-03-02T09:30:00.000Z',
  },
  {
    id: 'ex-bank',
    employerName: 'Coastal Bank',
    jobTitle: 'Teller',
    startDate: '2016-01-04',
    endDate: '2018-07-31',
    reasonForLeaving: null,
    refereeName: null,
    refereeContact: null,
    verifiedByName: null,
    verifiedAt: null,
  },
];

/** The day the Training stories are seen on: Grace's certificate expires within 30 days, Kofi's lapsed. */
export const trainingToday = '2026-12-20';

export const trainingPeople: readonly RecordPerson[] = [
  ...recordPeople,
  { id: 'e-ama', name: 'Ama Owusu (E-0044)' },
];

export const trainingCourses: readonly TrainingCourseItem[] = [
  {
    id: 'tr-first-aid',
    title: 'First aid',
    provider: 'St John Ambulance',
    startDate: '2026-06-01',
    endDate: null,
    cost: null,
    currency: null,
    attendees: [
      {
        employeeId: 'e-ama',
        employeeName: 'Ama Owusu',
        completed: false,
        completedOn: null,
        certificateExpiryDate: null,
        certificates: [],
      },
      {
        employeeId: 'e-grace',
        employeeName: 'Grace Hopper',
        completed: true,
        completedOn: '2026-06-01',
        certificateExpiryDate: '2028-06-01',
        certificates: [],
      },
    ],
  },
  {
    id: 'tr-fire',
    title: 'Fire safety',
    provider: 'Red Cross',
    startDate: '2025-03-10',
    endDate: '2025-03-11',
    cost: '1250.00',
    currency: 'GHS',
    attendees: [
      {
        employeeId: 'e-grace',
        employeeName: 'Grace Hopper',
        completed: true,
        completedOn: '2025-03-11',
        certificateExpiryDate: '2027-01-12',
        certificates: [
          { id: 'f-fire', name: 'fire-safety-grace.pdf', mediaType: 'application/pdf', size: 96_000 },
        ],
      },
      {
        employeeId: 'e-kofi',
        employeeName: 'Kofi Mensah',
        completed: true,
        completedOn: '2025-03-11',
        certificateExpiryDate: '2026-12-01',
        certificates: [],
      },
    ],
  },
];
