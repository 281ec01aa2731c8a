import type { OrgChartPerson } from './orgChartPeople.ts';

const FIRST_NAMES = [
  'Ama',
  'Kofi',
  'Yaw',
  'Esi',
  'Kwame',
  'Abena',
  'Kwesi',
  'Akosua',
  'Kojo',
  'Adwoa',
  'Kwaku',
  'Efua',
  'Fiifi',
  'Afia',
  'Nana',
  'Akua',
  'Yaa',
  'Ekow',
  'Araba',
  'Kobina',
  'Mansa',
  'Kafui',
  'Selasi',
  'Dzifa',
  'Elikem',
  'Edem',
  'Senam',
  'Mawuli',
  'Sena',
  'Delali',
  'Naa',
  'Nii',
  'Dede',
  'Tetteh',
  'Adjoa',
  'Baaba',
  'Ato',
  'Ekua',
  'Ebo',
  'Aba',
];
const LAST_NAMES = [
  'Owusu',
  'Mensah',
  'Boateng',
  'Asante',
  'Osei',
  'Agyeman',
  'Appiah',
  'Darko',
  'Amoah',
  'Ofori',
  'Addo',
  'Quaye',
  'Tetteh',
  'Acheampong',
  'Bonsu',
  'Frimpong',
  'Gyamfi',
  'Kyei',
  'Nkrumah',
  'Sarpong',
  'Antwi',
  'Badu',
  'Danso',
  'Yeboah',
  'Ansah',
];
const DEPARTMENTS = ['Executive', 'Finance', 'Sales', 'Operations', 'People', 'Technology'];
const POSITIONS = ['Chief Executive', 'Director', 'Head of Unit', 'Team Lead', 'Senior Officer', 'Officer'];

/**
 * A deterministic chart of `sizes[k]` people at each level k (the first level one person or a few),
 * each level's people shared in turn among the managers of the level above: the same chart every run.
 */
export function generateOrgChart(sizes: readonly number[]): OrgChartPerson[] {
  const people: OrgChartPerson[] = [];
  let managers: OrgChartPerson[] = [];
  sizes.forEach((size, level) => {
    const current: OrgChartPerson[] = [];
    for (let index = 0; index < size; index += 1) {
      const number = people.length;
      const manager = managers.length > 0 ? managers[index % managers.length] : undefined;
      const person: OrgChartPerson = {
        employeeId: `e-${String(number + 1).padStart(4, '0')}`,
        name: `${FIRST_NAMES[number % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(number / FIRST_NAMES.length) % LAST_NAMES.length]}`,
        jobPositionName: POSITIONS[Math.min(level, POSITIONS.length - 1)] ?? null,
        departmentName:
          level === 0
            ? 'Executive'
            : (DEPARTMENTS[1 + ((manager ? people.indexOf(manager) : index) % 5)] ?? null),
        branchName: number % 3 === 0 ? 'Kumasi' : 'Accra',
        lineManagerId: manager?.employeeId ?? null,
      };
      people.push(person);
      current.push(person);
    }
    managers = current;
  });
  return people;
}

/** About thirty people, four levels: a small employer's chart. */
export const smallOrgChart = generateOrgChart([1, 3, 8, 18]);

/** 1,000 people on six levels: what "readable at 1,000 people" is measured on. */
export const thousandPeopleOrgChart = generateOrgChart([1, 5, 20, 80, 300, 594]);
