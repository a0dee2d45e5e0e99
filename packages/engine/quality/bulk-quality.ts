import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdfText } from '@doclens/pdf';
import type { DocumentPage } from '../src/analysis-engine';
import { extractFields, score } from '../src/local/bulk/bulk-engine';
import { CORPUS_CONTRACTS_DIR, contractPages } from '../training/corpus-contracts';
import { overlapsGold } from './ask-quality';
import { measureContractRanking } from './bulk-contract-ranking';
import { corpusModeRequested } from './contract-quality';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const FIELDS = ['Parties', 'Agreement Date', 'Governing Law', 'Expiration Date', 'Renewal Term'] as const;
const CITATION_TARGET = 0.8;
const PRECISION_TARGET = 0.6;
const TOP = 5;
const LIMITS = { maxPages: 50, planName: 'enterprise', timeoutMs: 30_000, maxMemoryMb: 256 } as const;
const CORPUS_CVS_DIR = fileURLToPath(new URL('../../../../shared/corpus/cvs/', import.meta.url));

/**
 * A job description per posting category of the resume collection, written as an employer would
 * (title, duties, skills, experience), not from the engine's occupation list.
 */
const JOB_DESCRIPTIONS: Record<string, string> = {
  ACCOUNTANT:
    'Staff Accountant: general ledger, month-end close, account reconciliations, accounts payable and receivable, GAAP, QuickBooks or SAP, 3 years of experience.',
  ADVOCATE:
    'Attorney / legal advocate: litigation, legal research and writing, drafting motions and briefs, court appearances, client counseling; bar admission and 3 years of experience.',
  AGRICULTURE:
    'Agricultural specialist: crop production, farm operations, soil and irrigation management, livestock, agronomy, pesticide application and USDA programs.',
  APPAREL:
    'Apparel merchandiser / fashion buyer: product development, garment sourcing, trend analysis, fabrics and trims, retail merchandising and vendor relations.',
  ARTS: 'Arts program coordinator: exhibitions, gallery and museum programs, art instruction, performance and visual arts, community arts outreach and grant writing.',
  AUTOMOBILE:
    'Automotive technician / service advisor: vehicle diagnostics, repair and maintenance, dealership service department, ASE certification, parts and warranty claims.',
  AVIATION:
    'Aviation maintenance technician: aircraft inspections, FAA regulations, A&P license, flight line operations, avionics troubleshooting and maintenance records.',
  BANKING:
    'Banking relationship manager / branch banker: deposits and loans, customer accounts, teller operations, cross-selling bank products, compliance with BSA/AML.',
  BPO: 'Call center / BPO team lead: inbound and outbound customer calls, customer service metrics (AHT, CSAT), process improvement, agent coaching and quality monitoring.',
  'BUSINESS-DEVELOPMENT':
    'Business Development Manager: lead generation, new client acquisition, partnerships, pipeline management, proposals and contract negotiation, revenue growth.',
  CHEF: 'Executive Chef: menu development, kitchen management, food preparation and cooking, food safety and sanitation, culinary team leadership, inventory and food cost control.',
  CONSTRUCTION:
    'Construction project manager / superintendent: job site supervision, scheduling, subcontractors, building codes, OSHA safety, estimating and blueprints.',
  CONSULTANT:
    'Management consultant: client engagements, business analysis, strategy recommendations, process improvement, stakeholder workshops and project delivery.',
  DESIGNER:
    'Graphic / interior designer: design concepts, Adobe Creative Suite (Photoshop, Illustrator, InDesign), layouts, branding, client presentations and portfolio.',
  'DIGITAL-MEDIA':
    'Digital media specialist: social media, content creation, video production and editing, digital marketing campaigns, SEO and web analytics.',
  ENGINEERING:
    'Engineer: engineering design, technical drawings and CAD, testing and analysis, project specifications, manufacturing processes and quality standards.',
  FINANCE:
    'Financial analyst: financial modeling, budgeting and forecasting, variance analysis, financial reporting, Excel, investment analysis.',
  FITNESS:
    'Fitness trainer: personal training, group fitness classes, exercise programs, client assessments, nutrition guidance, CPR and fitness certification.',
  HEALTHCARE:
    'Healthcare professional / registered nurse: patient care, clinical assessments, medication administration, medical records, HIPAA, hospital or clinic experience.',
  HR: 'Human Resources generalist: recruiting and onboarding, employee relations, benefits administration, payroll, HR policies, performance management and HRIS.',
  'INFORMATION-TECHNOLOGY':
    'IT specialist / systems administrator: network administration, help desk support, Windows and Linux servers, Active Directory, hardware and software troubleshooting.',
  'PUBLIC-RELATIONS':
    'Public relations specialist: press releases, media relations, communications strategy, events, crisis communications and social media.',
  SALES:
    'Sales representative: prospecting, closing deals, account management, meeting sales quotas, customer relationships, CRM and sales presentations.',
  TEACHER:
    'Teacher: lesson planning, classroom management, curriculum and instruction, student assessment, parent communication, state teaching certification.',
};

interface ContractFigures {
  contracts: number;
  cited: number;
  citationHits: number;
  emptyGold: number;
  emptyKept: number;
  perField: Map<string, { cited: number; hits: number; present: number; filled: number }>;
}

type ContractLabels = Record<string, { clauses: Record<string, { answer: string; spans?: string[] }> }>;

function measureExtraction(dir: string): ContractFigures {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as ContractLabels;
  const figures: ContractFigures = {
    contracts: 0,
    cited: 0,
    citationHits: 0,
    emptyGold: 0,
    emptyKept: 0,
    perField: new Map(FIELDS.map((field) => [field, { cited: 0, hits: 0, present: 0, filled: 0 }])),
  };
  for (const [name, label] of Object.entries(labels)) {
    const textPath = join(dir, 'text', name.replace(/\.pdf$/iu, '.txt'));
    if (!existsSync(textPath)) continue;
    figures.contracts++;
    const cells = extractFields(contractPages(readFileSync(textPath, 'utf8')), FIELDS);
    for (const cell of cells) {
      const gold = label.clauses[cell.field];
      const spans = gold?.spans ?? [];
      const present = (gold?.answer ?? '').trim() !== '' && spans.length > 0;
      const field = figures.perField.get(cell.field);
      if (!field) continue;
      if (present) {
        field.present++;
        if (cell.citation) {
          figures.cited++;
          field.cited++;
          if (overlapsGold(cell.citation.quote, spans)) {
            figures.citationHits++;
            field.hits++;
          }
        }
      } else {
        figures.emptyGold++;
        if (cell.value === '') figures.emptyKept++;
        else field.filled++;
      }
    }
  }
  return figures;
}

interface RankingFigures {
  cvs: number;
  occupations: number;
  precision: number;
}

async function pagesOf(path: string): Promise<DocumentPage[] | undefined> {
  const outcome = await extractPdfText(readFileSync(path), LIMITS);
  if (!outcome.ok) return undefined;
  return outcome.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text }));
}

/**
 * Every CV of the folder is scored against each occupation's job description; precision@5 is the
 * share of the five best that are of that occupation (out of min(5, CVs of it), so a folder with
 * one CV per occupation asks for that one CV first).
 */
async function measureRanking(dir: string, every = 1): Promise<RankingFigures> {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, { category: string }>;
  const cvs: { category: string; pages: DocumentPage[] }[] = [];
  for (const [index, [file, { category }]] of Object.entries(labels).entries()) {
    if (index % every !== 0) continue;
    const pages = await pagesOf(join(dir, file));
    if (pages) cvs.push({ category, pages });
  }
  const precisions: number[] = [];
  for (const [category, description] of Object.entries(JOB_DESCRIPTIONS)) {
    const relevant = cvs.filter((cv) => cv.category === category).length;
    if (relevant === 0) continue;
    const ranked = cvs
      .map((cv) => ({ cv, score: score(cv.pages, description).score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, TOP);
    const hits = ranked.filter((entry) => entry.cv.category === category).length;
    precisions.push(hits / Math.min(TOP, relevant));
  }
  return {
    cvs: cvs.length,
    occupations: precisions.length,
    precision: precisions.reduce((sum, value) => sum + value, 0) / Math.max(1, precisions.length),
  };
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/**
 * Bulk analysis: field extraction scored against CUAD's labels (a cell's citation must overlap a
 * gold span; a field CUAD leaves empty must stay empty), and CV ranking against a job description
 * per occupation (precision@5). Corpus mode adds the resume corpus and the contract corpus.
 */
export const bulkQuality: QualitySectionRunner = async (fixturesDir) => {
  const corpus = corpusModeRequested();
  const contractDir =
    corpus && existsSync(CORPUS_CONTRACTS_DIR) ? CORPUS_CONTRACTS_DIR : join(fixturesDir, 'contracts');
  const extraction = measureExtraction(contractDir);
  const hitRate = share(extraction.citationHits, extraction.cited);
  const fixtureRanking = await measureRanking(join(fixturesDir, 'cvs'));
  const corpusRanking = corpus && existsSync(CORPUS_CVS_DIR) ? await measureRanking(CORPUS_CVS_DIR) : undefined;
  const judged = corpusRanking ?? fixtureRanking;
  const rows: QualityRow[] = [
    {
      measure: `Cell citation hit where the label has a value (${corpus ? 'corpus' : 'fixture'} contracts)`,
      value: `${hitRate.toFixed(2)} (${extraction.citationHits} of ${extraction.cited} cited cells)`,
      target: `≥ ${CITATION_TARGET.toFixed(2)}`,
      met: hitRate >= CITATION_TARGET,
    },
    {
      measure: 'Empty cells where the label is empty',
      value: `${share(extraction.emptyKept, extraction.emptyGold).toFixed(2)} (${extraction.emptyKept} of ${extraction.emptyGold})`,
    },
    {
      measure: `CV ranking precision@5 (${corpusRanking ? 'corpus' : 'fixtures, one CV per occupation'})`,
      value: corpusRanking
        ? `fixtures ${fixtureRanking.precision.toFixed(2)} · corpus ${corpusRanking.precision.toFixed(2)} (${corpusRanking.cvs} CVs)`
        : `${fixtureRanking.precision.toFixed(2)} (${fixtureRanking.cvs} CVs, ${fixtureRanking.occupations} job descriptions)`,
      target: `≥ ${PRECISION_TARGET.toFixed(1)}`,
      met: judged.precision >= PRECISION_TARGET,
    },
  ];
  const ranking =
    corpus && existsSync(CORPUS_CONTRACTS_DIR) ? await measureContractRanking(CORPUS_CONTRACTS_DIR) : undefined;
  for (const entry of ranking?.rankings ?? [])
    rows.push({
      measure: `Contract ranking, “${entry.criterion}” (${ranking?.contracts} corpus contracts, ${entry.relevant} meet it by the labels)`,
      value: `precision@10 ${entry.precisionAtTop.toFixed(2)} · Spearman ${entry.spearman.toFixed(2)}`,
    });
  const notes = [...extraction.perField].map(
    ([field, tally]) =>
      `${field}: ${tally.hits}/${tally.cited} cited cells overlap the gold span; ${tally.cited}/${tally.present} labelled values filled; ${tally.filled} filled where the label is empty.`,
  );
  notes.push(`${extraction.contracts} contracts read from ${contractDir}.`);
  return { title: 'Bulk extraction and ranking', rows, notes };
};
