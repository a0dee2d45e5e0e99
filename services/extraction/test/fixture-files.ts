/** The real PDFs of ../shared/fixtures the extraction tests read (see @doclens/testing/shared-fixtures). */
export const FIXTURE = {
  /** 7 pages. */
  shortContract:
    'contracts/HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark_License_Agreement.pdf',
  /** 106 pages: several seconds of parsing, and over the free plan's page limit. */
  longContract: 'contracts/VerizonAbsLlc_20200123_8-K_EX-10.4_11952335_EX-10.4_Service_Agreement.pdf',
  passwordProtected: 'pdfs/issue6010_1.pdf',
  damaged: 'pdfs/bug1020226.pdf',
} as const;
