import { CURRENCY_SYMBOL } from "./constants";

// Rupee amounts: conversion to paise and Indian digit grouping (lakh/crore), without relying on ICU data.

/**
 * Rupees to integer paise. Rounds through 15 significant digits first so float noise such as
 * 1.005 * 100 = 100.49999999999999 still rounds to 101.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError("toPaise: amount must be a finite number");
  const paise = Math.round(Number((rupees * 100).toPrecision(15)));
  if (!Number.isSafeInteger(paise)) throw new RangeError("toPaise: amount too large");
  return paise === 0 ? 0 : paise; // no -0
}

/** A whole number with Indian grouping, as `Intl.NumberFormat("en-IN")` writes it: 1234567 → "12,34,567". */
export function groupIndianInteger(value: number): string {
  return `${value < 0 ? "-" : ""}${groupIndian(String(Math.abs(value)))}`;
}

/** "12345678" -> "1,23,45,678": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(",")},${tail}`;
}

/** ₹ with Indian grouping; whole rupees without decimals, otherwise two decimals (999.5 -> "₹999.50"). */
export function formatInr(amount: number): string {
  const paise = toPaise(amount);
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const fraction = abs % 100;
  const text = fraction === 0 ? rupees : `${rupees}.${String(fraction).padStart(2, "0")}`;
  return `${paise < 0 ? "-" : ""}${CURRENCY_SYMBOL}${text}`;
}
