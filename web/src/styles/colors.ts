/** The colour a job shows when its class has none: a green (spec 1 "Create Job dialog"). */
export const defaultClassColor = 'rgb(106, 168, 79)';
