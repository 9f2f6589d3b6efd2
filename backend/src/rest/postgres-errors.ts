import type { PostgresErrorFields } from '../db/database.ts';
import { ApiError } from './api-error.ts';

// PostgREST's translation of SQLSTATE codes to HTTP statuses
// (https://docs.postgrest.org/en/latest/references/errors.html), exact codes before classes.
const EXACT: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '53400': 500,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
};

const BY_CLASS: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/** Insufficient privilege is 401 for an anonymous caller (log in could help), 403 otherwise. */
export function httpStatusFor(sqlState: string, anonymous: boolean): number {
  if (sqlState === '42501') return anonymous ? 401 : 403;
  // PostgREST's custom statuses: SQLSTATE PTxyz answers HTTP xyz.
  if (/^PT[1-5]\d\d$/.test(sqlState)) return Number(sqlState.slice(2));
  return EXACT[sqlState] ?? BY_CLASS[sqlState.slice(0, 2)] ?? 400;
}

export function fromPostgresError(error: PostgresErrorFields, anonymous: boolean): ApiError {
  const code = error.code ?? 'XX000';
  return new ApiError(
    httpStatusFor(code, anonymous),
    code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
