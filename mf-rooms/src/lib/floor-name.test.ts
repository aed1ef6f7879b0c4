import { floorName } from './floor-name';

describe('floor names', () => {
  it("name the spec's floors as its buttons do", () => {
    expect([0, 1, 2, 3].map(floorName)).toEqual(['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor']);
  });

  it('name any floor the office gives a hostel with its ordinal', () => {
    expect([4, 5, 10, 11, 12, 13, 20, 21, 22, 23, 101, 111, 112].map(floorName)).toEqual([
      '4th Floor',
      '5th Floor',
      '10th Floor',
      '11th Floor',
      '12th Floor',
      '13th Floor',
      '20th Floor',
      '21st Floor',
      '22nd Floor',
      '23rd Floor',
      '101st Floor',
      '111th Floor',
      '112th Floor',
    ]);
  });
});
