import ICAL from 'ical.js';
import { EVENT_LABELS } from '../../shared/extractedTextLabels.js';

/**
 * iCalendar files (a meeting invitation attached to an email, or the "iCalendar" content Outlook
 * returns for an attached meeting) with ical.js: one block per event, or to-do, with its title, time,
 * place, organizer and description. Times keep the time zone they were written in.
 */

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const pad = (value: number) => String(value).padStart(2, '0');

function timeText(component: Component, name: string): string | undefined {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!(value instanceof ICAL.Time)) return undefined;
  const time: Time = value;
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return date;
  const tzid = property?.getParameter('tzid');
  const zone = typeof tzid === 'string' && tzid !== '' ? tzid : time.zone?.tzid === 'UTC' ? 'UTC' : undefined;
  return `${date} ${pad(time.hour)}:${pad(time.minute)}${zone === undefined ? '' : ` (${zone})`}`;
}

function textValue(component: Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "Name <address>" from ORGANIZER;CN=Name:mailto:address. */
function organizer(component: Component): string | undefined {
  const property = component.getFirstProperty('organizer');
  const value = property?.getFirstValue();
  if (typeof value !== 'string') return undefined;
  const address = value.replace(/^mailto:/i, '');
  const name = property?.getParameter('cn');
  return typeof name === 'string' && name !== '' ? `${name} <${address}>` : address;
}

function block(component: Component, kind: 'event' | 'task'): string {
  const start = timeText(component, 'dtstart');
  const end = timeText(component, 'dtend');
  const lines: [string, string | undefined][] = [
    [EVENT_LABELS[kind], textValue(component, 'summary') ?? '(untitled)'],
    [EVENT_LABELS.when, start === undefined ? undefined : end === undefined ? start : `${start} – ${end}`],
    [EVENT_LABELS.due, timeText(component, 'due')],
    [EVENT_LABELS.location, textValue(component, 'location')],
    [EVENT_LABELS.organizer, organizer(component)],
    [EVENT_LABELS.description, textValue(component, 'description')],
  ];
  return lines
    .filter((line): line is [string, string] => line[1] !== undefined)
    .map(([label, value]) => `${label}${value}`)
    .join('\n');
}

export function extractIcs(text: string): string {
  // One calendar parses to its jCal array; a file holding several, to an array of them.
  const parsed: unknown[] = ICAL.parse(text);
  const roots = Array.isArray(parsed[0]) ? parsed : [parsed];
  return roots
    .map((jcal) => new ICAL.Component(jcal as ConstructorParameters<typeof ICAL.Component>[0]))
    .flatMap((calendar) => [
      ...calendar.getAllSubcomponents('vevent').map((event) => block(event, 'event')),
      ...calendar.getAllSubcomponents('vtodo').map((task) => block(task, 'task')),
    ])
    .join('\n\n');
}
