/**
 * Tags a status or preset message may hold; the messaging backend fills them with the job's values when the text is
 * sent. The spec names no list; these are the job fields a customer recognises (spec 1 section 3).
 */
export const messageTags = [
  { tag: '{CustomerName}', label: 'Customer Name' },
  { tag: '{Year}', label: 'Vehicle Year' },
  { tag: '{Make}', label: 'Vehicle Make' },
  { tag: '{Model}', label: 'Vehicle Model' },
  { tag: '{Color}', label: 'Vehicle Color' },
  { tag: '{JobId}', label: 'Job ID' },
  { tag: '{Department}', label: 'Department' },
  { tag: '{ScheduledOut}', label: 'Scheduled Out' },
  { tag: '{LocationName}', label: 'Location Name' },
  { tag: '{LocationPhone}', label: 'Location Phone' },
] as const;
