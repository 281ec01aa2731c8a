import type { EmployerSettings } from '@hr/api';
import { atom } from 'jotai';

/**
 * The employer's settings as last read or saved (Employer › Setting), with the user they were read for,
 * so another account signing in on this tab never inherits them; null until the shell has asked. The
 * shell formats days, hands the locale to the date fields and starts calendars' weeks from them.
 */
export const employerSettingsAtom = atom<{ userId: string; settings: EmployerSettings } | null>(null);
