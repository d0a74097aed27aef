/** durationText(169) === '2 min 49 s'; durationText(7.5) === '8 s'; durationText(3600) === '60 min' */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** shareText(1, 3) === '33%'; shareText(0, 0) === '–' */
export function shareText(part: number, whole: number): string {
  return whole ? `${Math.round((part / whole) * 100)}%` : '–';
}
