/** RFC 9457 problem details, the body of every refused request. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** Field-level failures: the field's name and the rule's message in the spec's wording. */
  errors?: FieldError[];
  [extension: string]: unknown;
}

export interface FieldError {
  field: string;
  message: string;
}
