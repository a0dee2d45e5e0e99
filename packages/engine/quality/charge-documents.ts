import type { DocumentPage } from '../src/analysis-engine';

/**
 * A labelled set of statements, bills and invoices for the "other documents" quality section:
 * every fee or charge line a reader checking for fees should be shown, with its amount, page and
 * whether it is unusual (a charge for something that went wrong: overdraft, unpaid or returned
 * item, late payment, penalty, foreign transaction, cash advance, over limit). Written for this
 * report in the layouts PDF extraction gives real ones (columns split by runs of spaces; names,
 * numbers and banks invented), with lines that mention fees without charging one ("no monthly fee",
 * "interest paid", an overdraft limit) to catch false alarms. Written after the rules, by the same
 * person, so the figure is a check that the rules hold across layouts, not an unseen-data figure.
 */
export interface LabelledCharge {
  /** Words the charge's label must contain (case-insensitive). */
  label: string;
  amount: number;
  page: number;
  unusual: boolean;
}

export interface ChargeDocument {
  name: string;
  pages: DocumentPage[];
  charges: LabelledCharge[];
}

const page = (pageNumber: number, text: string): DocumentPage => ({ pageNumber, text });

export const CHARGE_DOCUMENTS: ChargeDocument[] = [
  {
    name: 'uk-current-account',
    pages: [
      page(
        1,
        `Fernhill Bank plc                      Statement of account
Ms K Rowe                              Sort code 11-02-33   Account 55667788
Statement date 30 April 2024

Date     Description                        Paid out    Paid in    Balance
02 Apr   Balance brought forward                                     640.12
04 Apr   Card payment Boots                    23.50                616.62
09 Apr   Monthly account fee                     3.00                613.62
15 Apr   Non-sterling transaction fee            1.84                611.78
15 Apr   Card payment HOTEL LISBOA EUR          64.30                547.48
30 Apr   Balance carried forward                                     547.48`,
      ),
    ],
    charges: [
      { label: 'monthly account fee', amount: 3, page: 1, unusual: false },
      { label: 'non-sterling transaction fee', amount: 1.84, page: 1, unusual: true },
    ],
  },
  {
    name: 'us-checking-nsf',
    pages: [
      page(
        1,
        `LAKESIDE CREDIT UNION
Member statement   March 1, 2024 - March 31, 2024
Account: Everyday Checking ****4471

Beginning balance                           $1,204.55
Deposits and credits                        $2,950.00
Withdrawals and debits                      $4,198.20
Ending balance                                 -$43.65`,
      ),
      page(
        2,
        `TRANSACTION DETAIL
03/04  POS PURCHASE WHOLE FOODS #121           -86.14      1,118.41
03/11  ACH DEBIT STATE FARM INS               -212.00        906.41
03/15  PAYROLL DEPOSIT ORION TECH            2,950.00      3,856.41
03/18  CHECK #1042                           -3,650.00        206.41
03/22  ACH DEBIT VERIZON WIRELESS              -98.70        107.71
03/25  ATM WITHDRAWAL 5TH & MAIN               -120.00        -12.29
03/25  NSF FEE                                 -35.00        -47.29
03/26  RETURNED ITEM FEE                       -35.00        -82.29
03/29  OVERDRAFT FEE REFUND                     38.64        -43.65
Fees this period: $70.00. You can avoid overdraft fees by enrolling in Overdraft Protection.`,
      ),
    ],
    charges: [
      { label: 'nsf fee', amount: 35, page: 2, unusual: true },
      { label: 'returned item fee', amount: 35, page: 2, unusual: true },
    ],
  },
  {
    name: 'credit-card',
    pages: [
      page(
        1,
        `Crescent Card Services
Your Platinum credit card statement       Statement date 12 May 2024

Previous balance                £842.10
Payments and credits            £842.10
New purchases                   £311.45
Fees and charges                 £27.99
Interest                          £0.00
New balance                     £339.44
Minimum payment                  £25.00
Payment due date              6 June 2024

Transactions
14 Apr   PRET A MANGER LONDON                        8.45
19 Apr   LATE PAYMENT FEE                           12.00
22 Apr   TRAINLINE.COM                              96.00
28 Apr   CASH ADVANCE FEE                            3.00
28 Apr   CASH WITHDRAWAL ATM HIGH ST               100.00
02 May   FOREIGN USAGE CHARGE                        2.99
05 May   ANNUAL CARD FEE                            10.00
09 May   AMAZON MARKETPLACE                        107.00`,
      ),
    ],
    charges: [
      { label: 'late payment fee', amount: 12, page: 1, unusual: true },
      { label: 'cash advance fee', amount: 3, page: 1, unusual: true },
      { label: 'foreign usage charge', amount: 2.99, page: 1, unusual: true },
      { label: 'annual card fee', amount: 10, page: 1, unusual: false },
    ],
  },
  {
    name: 'uk-packaged-account-no-fees-charged',
    pages: [
      page(
        1,
        `Greystone Building Society
Flex Plus account statement                 1 June 2024 to 30 June 2024
There is no monthly fee on this account.

Date        Details                                Out          In      Balance
01 Jun      Opening balance                                           3,220.00
07 Jun      Interest paid                                    2.41     3,222.41
12 Jun      Direct debit Thames Water            41.00                3,181.41
20 Jun      Faster payment to D Marsh           200.00                2,981.41
30 Jun      Closing balance                                           2,981.41
Your arranged overdraft limit is £500.00. Arranged overdraft interest is 39.9% EAR.`,
      ),
    ],
    charges: [],
  },
  {
    name: 'utility-bill',
    pages: [
      page(
        1,
        `NORTHERN ENERGY
Your electricity bill                      Bill date 3 February 2024
Account number 9912 4410 22

Electricity used 412 kWh at 24.50p              £100.94
Standing charge 31 days at 60.10p                £18.63
Late payment charge                              £15.00
VAT at 5%                                          £6.73
Total amount due                                 £141.30
Please pay by 24 February 2024.`,
      ),
    ],
    charges: [
      { label: 'standing charge', amount: 18.63, page: 1, unusual: false },
      { label: 'late payment charge', amount: 15, page: 1, unusual: true },
    ],
  },
  {
    name: 'mobile-phone-bill',
    pages: [
      page(
        1,
        `Bolt Mobile                                 Invoice date 10/03/2024
Summary of charges
Monthly plan 30GB                                   £18.00
Roaming charges (France, 4 days)                     £8.00
Premium rate calls                                   £4.20
Paper bill fee                                       £1.50
Total this month                                    £31.70
Payment will be collected by direct debit on or after 24/03/2024.`,
      ),
    ],
    charges: [
      { label: 'roaming charges', amount: 8, page: 1, unusual: true },
      { label: 'paper bill fee', amount: 1.5, page: 1, unusual: false },
    ],
  },
  {
    name: 'euro-bank',
    pages: [
      page(
        1,
        `Banco Atlántico — Kontoauszug / Account statement
IBAN ES12 0049 1500 0512 3456 7892        Period 01.05.2024 - 31.05.2024

Date         Description                              Amount EUR     Balance EUR
02.05.2024   SEPA transfer from R. Vidal                 1.500,00       2.310,44
06.05.2024   Card payment MERCADONA                        -54,20       2.256,24
15.05.2024   Account maintenance fee                       -6,00        2.250,24
20.05.2024   International transfer fee                   -15,00        2.235,24
20.05.2024   International transfer to GB                -400,00        1.835,24`,
      ),
    ],
    charges: [
      { label: 'account maintenance fee', amount: 6, page: 1, unusual: false },
      { label: 'international transfer fee', amount: 15, page: 1, unusual: true },
    ],
  },
  {
    name: 'freelance-invoice',
    pages: [
      page(
        1,
        `INVOICE #2291
From: Dana Okafor Photography
To: Willow Events Ltd
Date: 18 March 2024      Due: 17 April 2024

Wedding coverage, 8 hours                       $2,400.00
Second shooter                                    $600.00
Travel fee (outside 50 miles)                     $120.00
Rush editing fee                                  $250.00
Total                                           $3,370.00

Invoices unpaid after 30 days incur a late fee of $50.00.`,
      ),
    ],
    charges: [
      { label: 'travel fee', amount: 120, page: 1, unusual: false },
      { label: 'rush editing fee', amount: 250, page: 1, unusual: false },
      { label: 'late fee', amount: 50, page: 1, unusual: false },
    ],
  },
  {
    name: 'letting-agent-statement',
    pages: [
      page(
        1,
        `Oakmere Lettings Ltd
Landlord statement — 7 Birch Road                       Period: April 2024

Rent received                                           £1,150.00
Management fee (12% inc. VAT)                            £138.00
Inventory check fee                                       £90.00
Repair: boiler call-out (Heatwise Ltd)                    £145.00
Net paid to landlord                                      £777.00`,
      ),
    ],
    charges: [
      { label: 'management fee', amount: 138, page: 1, unusual: false },
      { label: 'inventory check fee', amount: 90, page: 1, unusual: false },
    ],
  },
  {
    name: 'parking-penalty-notice',
    pages: [
      page(
        1,
        `Penalty Charge Notice                       PCN number WK48812093
Issued by Westbrook Borough Council on 9 May 2024

Contravention: parked in a restricted street during prescribed hours.
Penalty charge                                             £70.00
Reduced to £35.00 if paid within 14 days of the date of this notice.
If unpaid after 28 days a Charge Certificate may be issued increasing the charge by 50%.`,
      ),
    ],
    charges: [{ label: 'penalty charge', amount: 70, page: 1, unusual: true }],
  },
  {
    name: 'gym-membership',
    pages: [
      page(
        1,
        `PulseFit Gyms — Membership account statement
Member: T. Brennan                    Statement date: 1 July 2024

01 Jun   Monthly membership                      £29.99
01 Jun   Joining fee                             £20.00
14 Jun   Failed direct debit charge              £10.00
15 Jun   Personal training session               £35.00
Balance owing                                    £94.99`,
      ),
    ],
    charges: [
      { label: 'joining fee', amount: 20, page: 1, unusual: false },
      { label: 'failed direct debit charge', amount: 10, page: 1, unusual: true },
    ],
  },
  {
    name: 'brokerage-statement',
    pages: [
      page(
        1,
        `Harbour Point Investments
Quarterly statement for 1 January 2024 to 31 March 2024

Portfolio value at start                    £48,210.55
Portfolio value at end                      £51,004.18

Charges deducted this quarter
Platform fee (0.25% a year)                     £30.80
Fund dealing commission                          £9.95
Transfer out fee                                £25.00`,
      ),
      page(
        2,
        `Important information
Our charges are explained in full in our Rates and Charges leaflet.
We do not charge exit fees on ISA transfers made before 5 April.`,
      ),
    ],
    charges: [
      { label: 'platform fee', amount: 30.8, page: 1, unusual: false },
      { label: 'dealing commission', amount: 9.95, page: 1, unusual: false },
      { label: 'transfer out fee', amount: 25, page: 1, unusual: false },
    ],
  },
  {
    name: 'us-checking-clean',
    pages: [
      page(
        1,
        `First Prairie Bank                           Statement Period 04/01/2024 through 04/30/2024
Total Checking

DATE     DESCRIPTION                                   AMOUNT        BALANCE
04/02    Opening Balance                                             2,450.18
04/05    Zelle payment to M GARCIA                    -150.00        2,300.18
04/12    Direct deposit PINE VALLEY SCHOOLS          1,980.44        4,280.62
04/20    Card purchase TARGET 0042                    -64.21         4,216.41
04/30    Ending Balance                                              4,216.41
Monthly Service Fee waived: you kept a minimum daily balance of $1,500.00.`,
      ),
    ],
    charges: [],
  },
  {
    name: 'car-hire-invoice',
    pages: [
      page(
        1,
        `SwiftDrive Car Rental                         Rental agreement RA-550193
Renter: J. Alvarez                            Returned 22 August 2024

Time and mileage, 5 days @ €41.00              €205.00
Young driver surcharge                          €60.00
Fuel refill charge                              €48.50
Airport location fee                            €32.00
Damage excess charge (scratch, rear bumper)    €250.00
Total charged to card                          €595.50`,
      ),
    ],
    charges: [
      { label: 'young driver surcharge', amount: 60, page: 1, unusual: false },
      { label: 'fuel refill charge', amount: 48.5, page: 1, unusual: true },
      { label: 'airport location fee', amount: 32, page: 1, unusual: false },
      { label: 'damage excess charge', amount: 250, page: 1, unusual: true },
    ],
  },
  {
    name: 'student-loan-statement',
    pages: [
      page(
        1,
        `Graduate Loans Company — annual statement for the year to 31 March 2024
Balance at 1 April 2023                       £38,112.40
Interest added                                 £2,601.22
Repayments received                            £1,140.00
Balance at 31 March 2024                      £39,573.62
No fees are charged on your loan.`,
      ),
    ],
    charges: [],
  },
  {
    name: 'hotel-folio',
    pages: [
      page(
        1,
        `The Linden Hotel, Edinburgh                     Guest folio 88213
Guest: P. Nakamura     Arrival 3 Oct 2024     Departure 6 Oct 2024

03 Oct   Room charge                               £165.00
04 Oct   Room charge                               £165.00
04 Oct   Minibar                                    £14.50
05 Oct   Room charge                               £165.00
05 Oct   Late check-out fee                         £40.00
06 Oct   City visitor levy                          £24.75
Total                                              £574.25
Paid by Visa ending 0441                          -£574.25`,
      ),
    ],
    charges: [
      { label: 'room charge', amount: 165, page: 1, unusual: false },
      { label: 'room charge', amount: 165, page: 1, unusual: false },
      { label: 'room charge', amount: 165, page: 1, unusual: false },
      { label: 'late check-out fee', amount: 40, page: 1, unusual: false },
    ],
  },
  {
    name: 'uk-business-account',
    pages: [
      page(
        1,
        `Meridian Business Banking
Business Current Account — Statement 14                    Period 1 Sep 2024 to 30 Sep 2024
Account name: Copperleaf Studio Ltd
`,
      ),
      page(
        2,
        `Date       Payment type and details                   Paid out      Paid in      Balance
02 Sep     BACS receipt HALDEN & CO                                 4,800.00     9,114.20
05 Sep     Cheque paid in fee                            1.50                    9,112.70
09 Sep     CHAPS payment fee                            25.00                    9,087.70
09 Sep     CHAPS to LANGFORD PRINT LTD               3,200.00                    5,887.70
18 Sep     Cash deposit fee                              4.80                    5,882.90
30 Sep     Account fee                                   8.50                    5,874.40
30 Sep     Unauthorised borrowing fee                   10.00                    5,864.40`,
      ),
    ],
    charges: [
      { label: 'cheque paid in fee', amount: 1.5, page: 2, unusual: false },
      { label: 'chaps payment fee', amount: 25, page: 2, unusual: false },
      { label: 'cash deposit fee', amount: 4.8, page: 2, unusual: false },
      { label: 'account fee', amount: 8.5, page: 2, unusual: false },
      { label: 'unauthorised borrowing fee', amount: 10, page: 2, unusual: true },
    ],
  },
  {
    name: 'contractor-invoice-with-vat',
    pages: [
      page(
        1,
        `Tidewell Plumbing & Heating Ltd                         VAT invoice 00731
Bill to: Mrs R. Ahmed, 41 Kestrel Close
Invoice date 2 December 2024                            Payment due 16 December 2024

Labour, 6 hours at £55.00                                 £330.00
Parts: pump and valves                                    £212.40
Emergency call-out charge (weekend)                        £95.00
Waste disposal fee                                         £18.00
Net                                                       £655.40
VAT 20%                                                   £131.08
Amount payable                                            £786.48`,
      ),
    ],
    charges: [
      { label: 'emergency call-out charge', amount: 95, page: 1, unusual: false },
      { label: 'waste disposal fee', amount: 18, page: 1, unusual: false },
    ],
  },
  {
    name: 'us-credit-card-cad',
    pages: [
      page(
        1,
        `NORTHLIGHT VISA                                  Statement closing date: 11/15/2024
New Balance $1,046.32      Minimum Payment Due $35.00      Payment Due Date 12/10/2024

Trans Date   Description                                          Amount
10/18        SHELL OIL 5544 TORONTO ON CAD 80.12                  59.40
10/18        FOREIGN TRANSACTION FEE                               1.78
10/27        INTEREST CHARGED ON PURCHASES                        18.22
11/02        OVER LIMIT FEE                                       29.00
11/09        PAYMENT THANK YOU                                  -200.00`,
      ),
    ],
    charges: [
      { label: 'foreign transaction fee', amount: 1.78, page: 1, unusual: true },
      { label: 'interest charged', amount: 18.22, page: 1, unusual: false },
      { label: 'over limit fee', amount: 29, page: 1, unusual: true },
    ],
  },
  {
    name: 'school-trip-letter',
    pages: [
      page(
        1,
        `St Columba's Primary School
Dear parents and carers,
The Year 5 trip to the Science Museum is on 14 March 2025. The cost is £18.00 per pupil, which covers
the coach and entry. There is no charge for pupils who receive free school meals. Please pay through
the ParentPay app by 28 February 2025.`,
      ),
    ],
    charges: [],
  },
  {
    name: 'savings-account',
    pages: [
      page(
        1,
        `Ashgrove Savings — Easy Access Saver              Statement to 31 December 2024
Date        Description                                  Withdrawn     Deposited     Balance
01 Oct      Opening balance                                                        12,400.00
15 Nov      Withdrawal to current account                  2,000.00                10,400.00
15 Nov      Early withdrawal penalty                          45.00                10,355.00
31 Dec      Interest                                                      96.12    10,451.12
31 Dec      Closing balance                                                        10,451.12`,
      ),
    ],
    charges: [{ label: 'early withdrawal penalty', amount: 45, page: 1, unusual: true }],
  },
  {
    name: 'council-tax-reminder',
    pages: [
      page(
        1,
        `Riverside District Council
Council tax reminder notice                       Date of notice 8 August 2024
Our records show the instalment of £146.00 due on 1 August 2024 has not been paid.
Please pay £146.00 within 7 days. If you do not, you will lose the right to pay by instalments and the
full balance of £1,168.00 will become due. Court costs of £85.00 may be added if a summons is issued.`,
      ),
    ],
    charges: [{ label: 'court costs', amount: 85, page: 1, unusual: false }],
  },
];

/**
 * Written after the rules were adjusted on the set above and measured once, without changing a
 * rule afterwards: the report's check that the adjustments were not fitted to the set.
 */
export const HELD_OUT_CHARGE_DOCUMENTS: ChargeDocument[] = [
  {
    name: 'held-out-irish-current-account',
    pages: [
      page(
        1,
        `Liffey Savings Bank DAC            Current Account Statement        Statement No. 48
BIC LSBKIE2D    IBAN IE29 LSBK 9311 2200 4411 72

Date          Transaction details                    Debit €      Credit €      Balance €
01 Feb 2024   Opening balance                                                    802.40
05 Feb 2024   POS Lidl Rathmines                      41.20                      761.20
12 Feb 2024   Quarterly maintenance fee               18.00                      743.20
13 Feb 2024   Referral item fee                       12.50                      730.70
20 Feb 2024   Salary Harcourt Analytics                           2,140.00     2,870.70
27 Feb 2024   Government stamp duty on cards          5.00                     2,865.70`,
      ),
    ],
    charges: [
      { label: 'quarterly maintenance fee', amount: 18, page: 1, unusual: false },
      { label: 'referral item fee', amount: 12.5, page: 1, unusual: false },
    ],
  },
  {
    name: 'held-out-broadband-bill',
    pages: [
      page(
        1,
        `Zipline Broadband — your bill                           Bill period 5 Jan 2025 to 4 Feb 2025
Customer: Mr O. Lindqvist        Account ZB-772104

Fibre 500 package                                                   £32.00
Router replacement charge                                           £45.00
Missed engineer appointment charge                                  £25.00
Early termination fee (landline, 4 months remaining)                £38.40
Discount: loyalty                                                   -£5.00
Amount to pay                                                       £135.40
We'll take this by direct debit on 14 February 2025.`,
      ),
    ],
    charges: [
      { label: 'router replacement charge', amount: 45, page: 1, unusual: false },
      { label: 'missed engineer appointment charge', amount: 25, page: 1, unusual: true },
      { label: 'early termination fee', amount: 38.4, page: 1, unusual: true },
    ],
  },
  {
    name: 'held-out-us-card-two-pages',
    pages: [
      page(
        1,
        `GRANITE BANK MASTERCARD              Account ending 9930
Statement closing date 02/14/2025     Payment due date 03/11/2025
Previous balance $2,310.04   Payments -$2,310.04   Purchases +$488.19   Fees charged +$64.00   New balance $552.19
Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may
have to pay a late fee of up to $41.00.`,
      ),
      page(
        2,
        `FEES
01/20   RETURNED PAYMENT FEE                                   $29.00
01/20   LATE FEE                                               $35.00
TOTAL FEES FOR THIS PERIOD                                     $64.00
INTEREST CHARGED
TOTAL INTEREST FOR THIS PERIOD                                  $0.00`,
      ),
    ],
    charges: [
      { label: 'returned payment fee', amount: 29, page: 2, unusual: true },
      { label: 'late fee', amount: 35, page: 2, unusual: true },
      { label: 'late fee', amount: 41, page: 1, unusual: false },
    ],
  },
  {
    name: 'held-out-accountant-invoice',
    pages: [
      page(
        1,
        `Marsh & Kettle Chartered Accountants LLP
Invoice 24-1187                                   Date: 31 January 2025
Client: Pepperpot Catering Ltd                     Terms: payment within 14 days

Preparation of annual accounts                                    £1,450.00
Corporation tax return                                              £380.00
Companies House filing fee                                           £34.00
Bookkeeping catch-up (8 hours at £45.00)                            £360.00
Sub total                                                         £2,224.00
VAT @ 20%                                                           £444.80
Invoice total                                                     £2,668.80`,
      ),
    ],
    charges: [{ label: 'filing fee', amount: 34, page: 1, unusual: false }],
  },
  {
    name: 'held-out-pension-statement',
    pages: [
      page(
        1,
        `Evergreen Pensions — Annual Benefit Statement                 as at 5 April 2025
Value of your pot on 6 April 2024                         £61,340.22
Contributions paid in                                      £6,000.00
Investment growth                                          £4,118.90
Annual management charge deducted                            £412.70
Value of your pot on 5 April 2025                         £71,046.42
There are no charges for switching funds online.`,
      ),
    ],
    charges: [{ label: 'annual management charge', amount: 412.7, page: 1, unusual: false }],
  },
  {
    name: 'held-out-rent-arrears-letter',
    pages: [
      page(
        1,
        `Brookfield Housing Association
Dear Ms Tanaka,
Your rent account is in arrears. Your balance on 3 March 2025 is £486.00 owing.
An arrears administration fee of £30.00 has been added to your account.
Please contact us by 17 March 2025 to agree a repayment plan.`,
      ),
    ],
    charges: [{ label: 'arrears administration fee', amount: 30, page: 1, unusual: true }],
  },
  {
    name: 'held-out-flight-receipt',
    pages: [
      page(
        1,
        `Skyhop Airlines booking confirmation       Booking reference QX7P2M
Passenger: Ms A. Ferreira      Manchester (MAN) – Faro (FAO)      12 June 2025

Fare                                                 £89.99
Taxes and airport charges                            £43.16
Checked bag 23kg                                     £32.00
Seat selection                                        £9.00
Card payment fee                                      £3.50
Total paid                                          £177.65`,
      ),
    ],
    charges: [
      { label: 'airport charges', amount: 43.16, page: 1, unusual: false },
      { label: 'card payment fee', amount: 3.5, page: 1, unusual: false },
    ],
  },
  {
    name: 'held-out-clean-savings',
    pages: [
      page(
        1,
        `Kestrel Building Society      Regular Saver statement      Sort code 60-81-22
Date        Description                    Paid in      Balance
01 Jan      Opening balance                              1,800.00
01 Feb      Standing order                  200.00       2,000.00
01 Mar      Standing order                  200.00       2,200.00
31 Mar      Interest paid                    19.44       2,219.44
Fee-free withdrawals: you may make one withdrawal per year without charge.`,
      ),
    ],
    charges: [],
  },
];
