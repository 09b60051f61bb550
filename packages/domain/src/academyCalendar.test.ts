import { describe, expect, it } from "vitest";
import {
  academyDayKey,
  addDays,
  addMonths,
  formatAcademyDate,
  formatAcademyDateTime,
  fromAcademyInput,
  isValidTimeZone,
  startOfAcademyDay,
  startOfAcademyMonth,
  toAcademyInput,
} from "./academyCalendar";
import { subscriptionEndDate } from "./subscriptions";

const ist = (local: string) => new Date(`${local}+05:30`);
const DAY = 86_400_000;

describe("end dates on India's calendar (issue #21, item 5)", () => {
  it("a Half Yearly plan bought at 01:00 or 06:00 IST on 1 Mar 2027 ends on 1 Sep 2027", () => {
    const early = subscriptionEndDate("Half Yearly", ist("2027-03-01T01:00:00"));
    const late = subscriptionEndDate("Half Yearly", ist("2027-03-01T06:00:00"));
    expect(early.toISOString()).toBe(ist("2027-09-01T01:00:00").toISOString());
    expect(late.toISOString()).toBe(ist("2027-09-01T06:00:00").toISOString());
    expect(formatAcademyDate(early.getTime())).toBe("1 Sep 2027");
    expect(formatAcademyDate(late.getTime())).toBe("1 Sep 2027");
    // Both last 184 days; on the UTC calendar the 01:00 purchase lasted 181.
    expect((early.getTime() - ist("2027-03-01T01:00:00").getTime()) / DAY).toBe(184);
  });

  it("Yearly and the trial count on the academy's calendar too", () => {
    expect(subscriptionEndDate("Yearly", ist("2027-03-01T00:30:00")).toISOString()).toBe(
      ist("2028-03-01T00:30:00").toISOString(),
    );
    expect(subscriptionEndDate("Free", ist("2027-02-28T02:00:00")).toISOString()).toBe(
      ist("2027-03-15T02:00:00").toISOString(),
    );
  });

  it("clamps to the month's last day on the local calendar", () => {
    expect(addMonths(ist("2027-08-31T03:00:00"), 6, "Asia/Kolkata").toISOString()).toBe(
      ist("2028-02-29T03:00:00").toISOString(),
    );
  });

  it("keeps the wall-clock time across a daylight-saving change in another zone", () => {
    const start = new Date("2027-03-01T09:00:00-05:00"); // New York, before DST
    const end = addMonths(start, 6, "America/New_York");
    expect(end.toISOString()).toBe(new Date("2027-09-01T09:00:00-04:00").toISOString());
    expect(addDays(start, 15, "America/New_York").toISOString()).toBe(
      new Date("2027-03-16T09:00:00-04:00").toISOString(),
    );
  });

  it("can be asked for another zone and knows valid zone names", () => {
    expect(subscriptionEndDate("Half Yearly", ist("2027-03-01T01:00:00"), "UTC").toISOString()).toBe(
      "2027-08-28T19:30:00.000Z",
    );
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("academy day and month (dashboard periods)", () => {
  it("starts today and this month on India's calendar, not UTC's", () => {
    // 1 Mar 2027 01:00 IST is still 28 Feb on the UTC calendar.
    const t = Date.UTC(2027, 1, 28, 19, 30);
    expect(startOfAcademyDay(t).toISOString()).toBe("2027-02-28T18:30:00.000Z");
    expect(startOfAcademyMonth(t).toISOString()).toBe("2027-02-28T18:30:00.000Z");
    expect(academyDayKey(t)).toBe("2027-03-01");
    expect(formatAcademyDateTime(t)).toBe("1 Mar 2027, 01:00 IST");
    expect(formatAcademyDateTime(t, "UTC")).toBe("28 Feb 2027, 19:30 UTC");
  });
});

describe("datetime-local values on the academy's clock", () => {
  it("reads and writes the input in IST whatever the browser's zone", () => {
    const t = Date.UTC(2027, 2, 1, 11, 35); // 17:05 IST
    expect(toAcademyInput(t)).toBe("2027-03-01T17:05");
    expect(fromAcademyInput("2027-03-01T17:05")).toBe(t);
    expect(Number.isNaN(fromAcademyInput("soon"))).toBe(true);
  });
});
