import { describe, expect, it } from 'vitest';
import { APPOINTMENT_TASKS } from '../../content/appointments';
import { PLACES } from '../../content/places';
import { ALL_LOCATIONS, addressCity, officeCities, officesForTask, officesIn } from './offices';

describe('offices for a task', () => {
  it('are the listed places when the task names them, else every place of its kind', () => {
    const roadTest = APPOINTMENT_TASKS.find((task) => task.id === 'road-test')!;
    expect(officesForTask(roadTest, PLACES).map((place) => place.id)).toEqual(roadTest.placeIds);
    const enrollment = APPOINTMENT_TASKS.find((task) => task.id === 'enrollment')!;
    expect(officesForTask({ placeCategory: 'school' }, PLACES)).toEqual(PLACES.filter((place) => place.category === 'school'));
    expect(officesForTask(enrollment, PLACES).length).toBeGreaterThan(0);
  });

  it('exist for every task', () => {
    for (const task of APPOINTMENT_TASKS) expect(officesForTask(task, PLACES).length, task.id).toBeGreaterThan(0);
  });
});

describe('the location filter', () => {
  it('reads the city part of an address', () => {
    expect(addressCity('136 Blackstone Street, Boston, MA 02109')).toBe('Boston');
    expect(addressCity('2300 Washington Street, Roxbury, MA 02119')).toBe('Roxbury');
    expect(addressCity('Somewhere without a city')).toBe('Somewhere without a city');
  });

  it('offers each city once, in order, and filters by it or by all locations', () => {
    const offices = PLACES.filter((place) => place.category === 'library');
    const cities = officeCities(offices);
    expect(cities).toEqual([...new Set(cities)].sort((a, b) => a.localeCompare(b)));
    expect(officesIn(offices, ALL_LOCATIONS)).toEqual(offices);
    for (const city of cities) expect(officesIn(offices, city).every((office) => addressCity(office.address) === city)).toBe(true);
    expect(cities.flatMap((city) => officesIn(offices, city))).toHaveLength(offices.length);
  });
});
