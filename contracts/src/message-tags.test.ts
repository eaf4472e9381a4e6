import { describe, expect, it } from 'vitest';
import { fillMessageTags, type MessageTagSource, messageTags } from './message-tags.ts';

const source: MessageTagSource = {
  job: {
    clientName: 'Maria Garcia',
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    color: 'Blue',
    hat: 'RO-77',
    jobAdminInt: 1001,
    scheduledOut: '2026-03-10T00:00:00',
  },
  departmentName: 'Paint',
  location: { name: 'Harbor Collision', phone: '2535550100' },
  promiseDate: '2026-03-12',
};

describe('filling a message’s tags from the job', () => {
  it('fills every tag the Insert Tag menu offers', () => {
    const filled = new Map([
      ['{CustomerName}', 'Maria Garcia'],
      ['{Year}', '2021'],
      ['{Make}', 'Toyota'],
      ['{Model}', 'Camry'],
      ['{Color}', 'Blue'],
      ['{JobId}', 'RO-77'],
      ['{Department}', 'Paint'],
      ['{ScheduledOut}', '03/10/2026'],
      ['{PromiseDate}', '03/12/2026'],
      ['{LocationName}', 'Harbor Collision'],
      ['{LocationPhone}', '(253) 555-0100'],
    ]);
    expect([...filled.keys()]).toEqual(messageTags.map((t) => t.tag));
    for (const [tag, value] of filled) expect(fillMessageTags(`<${tag}>`, source)).toBe(`<${value}>`);
    expect(fillMessageTags('Hi {CustomerName}, your {Year} {Make} is ready. {CustomerName}!', source)).toBe(
      'Hi Maria Garcia, your 2021 Toyota is ready. Maria Garcia!',
    );
  });

  it('shows the job’s number when it has no Job ID, and nothing for a value the job does not have', () => {
    const job = { ...source.job, hat: '', year: null, scheduledOut: null, color: undefined };
    expect(fillMessageTags('{JobId}|{Year}|{ScheduledOut}|{Color}', { ...source, job })).toBe('1001|||');
    // No promise known (a department's status message) or none for the job: blank.
    expect(fillMessageTags('<{PromiseDate}>', { ...source, promiseDate: undefined })).toBe('<>');
    expect(fillMessageTags('<{PromiseDate}>', { ...source, promiseDate: null })).toBe('<>');
  });

  it('leaves a tag it does not know as written, matching case', () => {
    for (const message of ['{Customer}', '{customername}', '{ CustomerName }', '{}', '{Make', 'Make}', 'a { b } c'])
      expect(fillMessageTags(message, source)).toBe(message);
  });

  it('is not fooled by object keys or replacement patterns, and never fills a value twice', () => {
    for (const message of ['{__proto__}', '{{__proto__}}', '{constructor}', '{toString}', '{hasOwnProperty}'])
      expect(fillMessageTags(message, source)).toBe(message);
    // Braces around a tag are the writer's text.
    expect(fillMessageTags('{{CustomerName}}', source)).toBe('{Maria Garcia}');
    const job = { ...source.job, clientName: "$& $' {Make}" };
    expect(fillMessageTags('Hi {CustomerName}', { ...source, job })).toBe("Hi $& $' {Make}");
  });
});
