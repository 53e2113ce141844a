/** A zip's first entry's DOS date and time, and a Date's, as [year, month, day, hour, minute] (UTC): a zip says no seconds finer than two. */
export function firstEntryDate(zip: Buffer): number[] {
  const [time, date] = [zip.readUInt16LE(10), zip.readUInt16LE(12)];
  return [(date >> 9) + 1980, (date >> 5) & 15, date & 31, time >> 11, (time >> 5) & 63];
}

export const minuteOf = (when: Date): number[] => [
  when.getUTCFullYear(),
  when.getUTCMonth() + 1,
  when.getUTCDate(),
  when.getUTCHours(),
  when.getUTCMinutes(),
];
