/** The parts of Adobe's structured-data validator and its extractor (npm, no types of their own) the head tests use. */
declare module '@marbec/web-auto-extractor' {
  /** The structured data found in a page, by format, then by root type. */
  export interface Extracted {
    jsonld: Record<string, object[]>;
    microdata: Record<string, object[]>;
    rdfa: Record<string, object[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';
  export interface Issue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    /** `schemaOrg` for a type or property the vocabulary does not have. */
    errorType?: string;
    rootType: string;
  }
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary (`schemaorg-current-https.jsonld`'s `@graph`); without it, only Google's rules. */
    constructor(schemaOrgJson?: object);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
