import type { DocumentPage } from '../src/analysis-engine';

/**
 * Received documents written for these tests (not taken from any real customer or bank): a bank
 * statement laid out as PDF extraction gives it (columns separated by runs of spaces), an invoice
 * and a short report.
 */

export const BANK_STATEMENT: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Northfield Bank plc
Current Account Statement
Mr A Sample                                   Sort code 20-44-91
14 Orchard Way, Leeds LS6 2QT                 Account number 31926480
Statement period 1 March 2024 to 31 March 2024

Your account summary
Opening balance                         £412.37
Money in                              £1,850.00
Money out                             £2,318.42
Closing balance                         -£56.05

Your arranged overdraft limit is £250.00. If you would like to talk about your charges, call us on
0345 600 2290 or visit any branch.`,
  },
  {
    pageNumber: 2,
    text: `Your transactions
Date        Description                          Money out     Money in     Balance
01 Mar      Balance brought forward                                          412.37
01 Mar      Salary ACME LOGISTICS LTD                           1,850.00   2,262.37
03 Mar      Direct debit Leeds City Council        142.00                  2,120.37
08 Mar      Card payment Tesco Stores 2291          86.45                  2,033.92
12 Mar      Standing order Rent Ms J Doyle       1,450.00                    583.92
15 Mar      Card payment Amazon.co.uk              204.30                    379.62
19 Mar      Direct debit British Gas                96.00                    283.62
22 Mar      Card payment Ryanair                   312.67                    -29.05
22 Mar      Unarranged overdraft fee                25.00                    -54.05
25 Mar      Unpaid item charge                      15.00                    -69.05
25 Mar      Direct debit returned Sky UK                                     -69.05
28 Mar      Transfer from savings                                 13.00      -56.05
31 Mar      Balance carried forward                                          -56.05`,
  },
];

export const INVOICE: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `INVOICE
Brightline Web Design Ltd
22 Harbour Street, Bristol BS1 4RN
VAT Reg. No. GB 284 1192 36

Bill to: Hollis & Penn Bakery
Invoice number: INV-2024-0187
Invoice date: 4 April 2024
Due date: 4 May 2024

Description                                   Qty     Unit price      Amount
Website redesign (fixed price)                 1        £2,400.00    £2,400.00
Hosting, 12 months                            12           £15.00      £180.00
Extra revision rounds                          3           £85.00      £255.00

Subtotal                                                            £2,835.00
VAT at 20%                                                            £567.00
Total due                                                           £3,402.00

Payment terms: 30 days. A late payment fee of £40.00 applies to invoices unpaid after the due date.
Please pay by bank transfer to sort code 40-12-76, account 11223344, quoting INV-2024-0187.`,
  },
];

export const REPORT: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Annual Performance Report 2023

Executive summary
This report reviews the company's results for the financial year ending 31 December 2023.
Revenue grew 12% to $48.2 million, driven by new contracts in the logistics segment.
Operating costs rose by 4%, while the operating margin improved from 9.1% to 11.4%.
Customer churn fell to 6% after the support team was expanded in the second quarter.`,
  },
  {
    pageNumber: 2,
    text: `Risks
Two of our largest customers account for 31% of revenue, which leaves the business exposed if either leaves.
Staff turnover in the warehouse teams remained high throughout the year.

Conclusion
In conclusion, the year's growth came mainly from the logistics segment and the margin gains are likely to hold.
We recommend that the board approves the expansion of the Leeds depot and sets a target of 15% revenue growth for 2024.`,
  },
];
