import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_MILES,
  isNearRadius,
  milesBetween,
  NEAR_RADII,
} from '../../../../src/data/geo/distance';

describe('milesBetween', () => {
  it('gives one degree of latitude as 69.09 miles', () => {
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(69.09);
  });

  it('gives a quarter and a half of the equator as πR/2 and πR, to the hundredth', () => {
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBe(6218.47);
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      1,
    );
  });

  it('puts JFK and LAX about 2,470 miles apart, as great-circle tables do', () => {
    const jfk = { lat: 40.6413, lng: -73.7781 };
    const lax = { lat: 33.9416, lng: -118.4085 };
    expect(milesBetween(jfk, lax)).toBe(2469.57);
    expect(milesBetween(lax, jfk)).toBe(2469.57);
  });

  it('gives zero for one point and crosses the date line the short way', () => {
    expect(milesBetween({ lat: 30.27, lng: -97.74 }, { lat: 30.27, lng: -97.74 })).toBe(0);
    expect(milesBetween({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBe(69.09);
  });

  it('rounds to hundredths of a mile, so both executors compare the same number', () => {
    const miles = milesBetween({ lat: 30.270569, lng: -97.742589 }, { lat: 30.075, lng: -97.83 });
    expect(Math.round(miles * 100) / 100).toBe(miles);
  });
});

describe('the radius choices', () => {
  it('are 10, 25, 50 and 100 miles, and nothing else passes', () => {
    expect(NEAR_RADII).toEqual([10, 25, 50, 100]);
    expect(NEAR_RADII.every(isNearRadius)).toBe(true);
    for (const bad of [7, 1e9, '25', 25.5, null, undefined, Number.NaN]) {
      expect(isNearRadius(bad)).toBe(false);
    }
  });
});
