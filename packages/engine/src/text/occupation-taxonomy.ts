import type { CvOccupationCategory } from '@doclens/api';

/**
 * A compact vocabulary of common occupations: the job titles people in them hold, and the skills,
 * tools and subject words their CVs and job postings use. General vocabulary only: it must hold
 * for any CV of the field, not for particular documents.
 */
export interface Occupation {
  category: CvOccupationCategory;
  /** How the field is named to a reader. */
  label: string;
  titles: readonly string[];
  /** The skills a posting in the field usually asks for, most expected first. */
  keySkills: readonly string[];
  /** Further subject words and tools of the field. */
  vocabulary: readonly string[];
}

export const OCCUPATIONS: readonly Occupation[] = [
  {
    category: 'accounting',
    label: 'Accounting',
    titles: ['accountant', 'bookkeeper', 'auditor', 'controller', 'CPA', 'accounts payable', 'accounts receivable', 'tax preparer', 'staff accountant', 'accounting clerk'],
    keySkills: ['general ledger', 'reconciliation', 'accounts payable', 'accounts receivable', 'financial statements', 'month-end close', 'gaap', 'tax', 'audit', 'payroll', 'excel', 'quickbooks'],
    vocabulary: ['accounting', 'journal entries', 'balance sheet', 'accruals', 'ledger', 'invoices', 'invoicing', 'sap', 'year-end', 'fiscal', 'variance', 'reconciliations', 'ifrs', 'sarbanes', 'depreciation', 'billing'],
  },
  {
    category: 'law',
    label: 'Law and advocacy',
    titles: ['attorney', 'lawyer', 'advocate', 'paralegal', 'legal assistant', 'solicitor', 'barrister', 'counsel', 'legal secretary', 'judge', 'law clerk'],
    keySkills: ['legal research', 'litigation', 'drafting', 'contracts', 'case management', 'court', 'client advocacy', 'compliance', 'negotiation', 'discovery', 'westlaw', 'lexisnexis'],
    vocabulary: ['legal', 'law', 'motions', 'pleadings', 'depositions', 'trial', 'hearings', 'statutes', 'regulations', 'juris doctor', 'briefs', 'affidavits', 'legislation', 'policy advocacy', 'rights'],
  },
  {
    category: 'agriculture',
    label: 'Agriculture',
    titles: ['farmer', 'farm manager', 'agronomist', 'agricultural', 'ranch hand', 'horticulturist', 'grower', 'farmhand', 'veterinary technician'],
    keySkills: ['crop management', 'irrigation', 'livestock', 'soil', 'harvesting', 'planting', 'pest control', 'tractor', 'fertilizer', 'agronomy', 'greenhouse', 'usda'],
    vocabulary: ['agriculture', 'farm', 'crops', 'cattle', 'dairy', 'poultry', 'seeds', 'yield', 'fields', 'orchard', 'nursery', 'herd', 'grain', 'pesticides', 'horticulture', 'agribusiness'],
  },
  {
    category: 'apparel-fashion',
    label: 'Apparel and fashion',
    titles: ['fashion designer', 'stylist', 'merchandiser', 'visual merchandiser', 'buyer', 'seamstress', 'tailor', 'pattern maker', 'sales associate', 'store manager', 'key holder', 'boutique'],
    keySkills: ['visual merchandising', 'merchandising', 'fashion', 'apparel', 'retail', 'inventory', 'styling', 'textiles', 'trend', 'garment', 'fitting', 'point of sale'],
    vocabulary: ['clothing', 'footwear', 'accessories', 'fabric', 'collection', 'designs', 'sewing', 'store', 'displays', 'wardrobe', 'boutique', 'shipment', 'markdowns', 'floor sets', 'mannequins', 'cash register'],
  },
  {
    category: 'arts',
    label: 'Arts',
    titles: ['artist', 'musician', 'actor', 'actress', 'painter', 'sculptor', 'curator', 'illustrator', 'dancer', 'art teacher', 'arts administrator', 'performer', 'composer'],
    keySkills: ['painting', 'drawing', 'exhibitions', 'performance', 'art history', 'creative direction', 'portfolio', 'gallery', 'music', 'theatre', 'sculpture', 'arts education'],
    vocabulary: ['art', 'arts', 'artwork', 'studio', 'museum', 'theater', 'rehearsals', 'productions', 'choreography', 'fine arts', 'concerts', 'stage', 'ceramics', 'printmaking', 'murals', 'installation'],
  },
  {
    category: 'automotive',
    label: 'Automotive',
    titles: ['automotive technician', 'mechanic', 'auto mechanic', 'service advisor', 'car salesman', 'body technician', 'service technician', 'parts manager', 'service manager', 'diesel technician'],
    keySkills: ['diagnostics', 'engine repair', 'brakes', 'transmission', 'ase certified', 'preventive maintenance', 'vehicle inspection', 'electrical systems', 'suspension', 'oil changes', 'dealership', 'parts'],
    vocabulary: ['automotive', 'vehicle', 'vehicles', 'cars', 'trucks', 'auto', 'engines', 'tires', 'dealer', 'fleet', 'collision', 'repair orders', 'warranty', 'alignment', 'hvac', 'drivetrain'],
  },
  {
    category: 'aviation',
    label: 'Aviation',
    titles: ['pilot', 'flight attendant', 'aircraft mechanic', 'avionics technician', 'air traffic controller', 'first officer', 'captain', 'dispatcher', 'aircraft maintenance technician', 'aviation'],
    keySkills: ['faa regulations', 'aircraft maintenance', 'avionics', 'flight operations', 'safety', 'airframe', 'powerplant', 'navigation', 'flight planning', 'inspection', 'ground operations', 'crew resource management'],
    vocabulary: ['aircraft', 'aviation', 'airline', 'airport', 'flight', 'flights', 'faa', 'cockpit', 'hangar', 'helicopter', 'jet', 'airspace', 'runway', 'aerospace', 'air force', 'navy'],
  },
  {
    category: 'banking',
    label: 'Banking',
    titles: ['banker', 'bank teller', 'teller', 'loan officer', 'branch manager', 'relationship manager', 'credit analyst', 'personal banker', 'mortgage', 'underwriter', 'client service associate'],
    keySkills: ['customer accounts', 'loans', 'lending', 'credit', 'cash handling', 'compliance', 'anti-money laundering', 'kyc', 'deposits', 'mortgages', 'cross-selling', 'branch operations'],
    vocabulary: ['bank', 'banking', 'branch', 'accounts', 'wire transfers', 'checks', 'vault', 'brokerage', 'securities', 'finra', 'series 7', 'transactions', 'savings', 'credit cards', 'treasury', 'client support'],
  },
  {
    category: 'customer-service-bpo',
    label: 'Customer service and business process outsourcing',
    titles: ['customer service representative', 'call center', 'customer care', 'customer support', 'contact center', 'team leader', 'process associate', 'agent', 'administrative assistant', 'office manager', 'operations executive'],
    keySkills: ['customer service', 'call handling', 'inbound', 'outbound', 'service level', 'crm', 'data entry', 'escalations', 'quality assurance', 'average handle time', 'back office', 'process improvement'],
    vocabulary: ['calls', 'call', 'customers', 'complaints', 'tickets', 'queries', 'bpo', 'outsourcing', 'processes', 'shift', 'voice', 'chat support', 'administration', 'facilities', 'vendors', 'mis reports'],
  },
  {
    category: 'business-development',
    label: 'Business development',
    titles: ['business development', 'business development manager', 'partnerships manager', 'growth manager', 'account executive', 'business developer', 'development manager'],
    keySkills: ['lead generation', 'partnerships', 'new business', 'market research', 'proposals', 'negotiation', 'pipeline', 'client acquisition', 'strategic planning', 'crm', 'networking', 'revenue growth'],
    vocabulary: ['business development', 'prospects', 'prospecting', 'clients', 'growth', 'opportunities', 'market', 'contracts', 'strategy', 'expansion', 'recruiting', 'staffing', 'relationships', 'bids', 'rfp', 'accounts'],
  },
  {
    category: 'culinary',
    label: 'Culinary',
    titles: ['chef', 'sous chef', 'executive chef', 'line cook', 'cook', 'pastry chef', 'kitchen manager', 'baker', 'prep cook', 'caterer'],
    keySkills: ['food preparation', 'menu development', 'food safety', 'kitchen management', 'sanitation', 'inventory', 'food cost', 'catering', 'baking', 'plating', 'servsafe', 'haccp'],
    vocabulary: ['kitchen', 'culinary', 'menu', 'menus', 'food', 'dishes', 'recipes', 'restaurant', 'banquet', 'grill', 'sauces', 'cooking', 'pastry', 'ingredients', 'cuisine', 'dining'],
  },
  {
    category: 'construction',
    label: 'Construction',
    titles: ['construction manager', 'site manager', 'foreman', 'superintendent', 'estimator', 'project engineer', 'carpenter', 'electrician', 'plumber', 'laborer', 'construction'],
    keySkills: ['estimating', 'blueprints', 'site safety', 'osha', 'scheduling', 'building codes', 'subcontractors', 'cost control', 'hvac', 'autocad', 'project management', 'inspections'],
    vocabulary: ['construction', 'site', 'building', 'buildings', 'contractor', 'contractors', 'concrete', 'framing', 'drywall', 'renovation', 'permits', 'bids', 'materials', 'structural', 'roofing', 'excavation'],
  },
  {
    category: 'consulting',
    label: 'Consulting',
    titles: ['consultant', 'senior consultant', 'management consultant', 'advisor', 'principal consultant', 'associate consultant', 'business analyst'],
    keySkills: ['client engagement', 'stakeholder management', 'business analysis', 'process improvement', 'strategy', 'change management', 'requirements gathering', 'presentations', 'project management', 'recommendations', 'assessments', 'workshops'],
    vocabulary: ['consulting', 'clients', 'engagements', 'advisory', 'deliverables', 'solutions', 'implementation', 'best practices', 'frameworks', 'analysis', 'transformation', 'roadmap', 'gap analysis', 'benchmarking', 'due diligence', 'findings'],
  },
  {
    category: 'design',
    label: 'Design',
    titles: ['designer', 'graphic designer', 'interior designer', 'ux designer', 'ui designer', 'product designer', 'floral designer', 'web designer', 'art director', 'design'],
    keySkills: ['adobe creative suite', 'photoshop', 'illustrator', 'indesign', 'typography', 'layout', 'branding', 'sketching', 'user experience', 'prototyping', 'color theory', 'figma'],
    vocabulary: ['design', 'designs', 'creative', 'visual', 'mockups', 'wireframes', 'logos', 'arrangements', 'floral', 'interiors', 'concepts', 'drafts', 'aesthetic', 'portfolio', 'print'],
  },
  {
    category: 'digital-media',
    label: 'Digital media',
    titles: ['digital media', 'media', 'media specialist', 'social media manager', 'content creator', 'video editor', 'producer', 'digital marketing', 'multimedia', 'web producer', 'content manager', 'editor'],
    keySkills: ['social media', 'content creation', 'video production', 'video editing', 'seo', 'google analytics', 'digital marketing', 'adobe premiere', 'photography', 'copywriting', 'content management', 'email marketing'],
    vocabulary: ['media', 'digital', 'videos', 'video', 'content', 'website', 'online', 'broadcast', 'audio', 'podcast', 'youtube', 'facebook', 'instagram', 'twitter', 'blog', 'multimedia'],
  },
  {
    category: 'engineering',
    label: 'Engineering',
    titles: ['engineer', 'mechanical engineer', 'electrical engineer', 'civil engineer', 'engineering technician', 'lab technician', 'design engineer', 'process engineer', 'quality engineer', 'manufacturing engineer', 'engineering'],
    keySkills: ['autocad', 'solidworks', 'matlab', 'testing', 'technical drawings', 'quality control', 'root cause analysis', 'prototyping', 'calibration', 'lean manufacturing', 'six sigma', 'specifications'],
    vocabulary: ['engineering', 'mechanical', 'electrical', 'manufacturing', 'equipment', 'test', 'tests', 'components', 'instruments', 'hydraulic', 'circuits', 'laboratory', 'cad', 'machining', 'tolerances', 'aerospace'],
  },
  {
    category: 'finance',
    label: 'Finance',
    titles: ['financial analyst', 'finance manager', 'investment analyst', 'financial advisor', 'controller', 'treasurer', 'CFO', 'finance', 'portfolio manager', 'financial planner'],
    keySkills: ['financial analysis', 'financial modeling', 'budgeting', 'forecasting', 'financial reporting', 'variance analysis', 'excel', 'valuation', 'risk management', 'cash flow', 'investments', 'p&l'],
    vocabulary: ['finance', 'financial', 'budget', 'budgets', 'revenue', 'costs', 'profit', 'capital', 'investment', 'equity', 'assets', 'audit', 'reporting', 'kpi', 'expenses', 'planning'],
  },
  {
    category: 'fitness',
    label: 'Fitness',
    titles: ['personal trainer', 'fitness instructor', 'fitness trainer', 'coach', 'strength coach', 'yoga instructor', 'fitness manager', 'group fitness', 'athletic trainer', 'lifeguard'],
    keySkills: ['personal training', 'exercise programs', 'nutrition', 'cpr', 'group fitness', 'strength training', 'cardio', 'fitness assessments', 'weight loss', 'injury prevention', 'first aid', 'wellness'],
    vocabulary: ['fitness', 'gym', 'exercise', 'workouts', 'training sessions', 'health club', 'athletes', 'sports', 'yoga', 'pilates', 'members', 'membership', 'aerobics', 'conditioning', 'wellness', 'recreation'],
  },
  {
    category: 'healthcare',
    label: 'Healthcare',
    titles: ['nurse', 'registered nurse', 'RN', 'physician', 'doctor', 'medical assistant', 'therapist', 'social worker', 'pharmacist', 'nursing assistant', 'clinician', 'caregiver', 'psychotherapist'],
    keySkills: ['patient care', 'clinical', 'medication administration', 'electronic medical records', 'hipaa', 'assessment', 'treatment plans', 'care plans', 'vital signs', 'bls', 'case management', 'triage'],
    vocabulary: ['patients', 'patient', 'hospital', 'clinic', 'medical', 'health', 'healthcare', 'nursing', 'care', 'treatment', 'diagnosis', 'mental health', 'behavioral health', 'physicians', 'icu', 'therapy'],
  },
  {
    category: 'human-resources',
    label: 'Human resources',
    titles: ['HR', 'human resources', 'recruiter', 'HR generalist', 'HR manager', 'talent acquisition', 'HR assistant', 'personnel', 'HR coordinator', 'benefits administrator'],
    keySkills: ['recruitment', 'onboarding', 'employee relations', 'benefits administration', 'payroll', 'hris', 'performance management', 'compliance', 'training and development', 'interviewing', 'labor law', 'compensation'],
    vocabulary: ['employees', 'employee', 'hiring', 'personnel', 'staffing', 'policies', 'workforce', 'orientation', 'applicants', 'candidates', 'job descriptions', 'records', 'retention', 'eeo', 'fmla', 'leave'],
  },
  {
    category: 'information-technology',
    label: 'Information technology',
    titles: ['software engineer', 'developer', 'programmer', 'systems administrator', 'network administrator', 'IT technician', 'help desk', 'IT support', 'data analyst', 'database administrator', 'information technology', 'IT manager'],
    keySkills: ['sql', 'python', 'java', 'javascript', 'networking', 'windows server', 'linux', 'active directory', 'troubleshooting', 'cloud', 'cybersecurity', 'databases'],
    vocabulary: ['software', 'hardware', 'servers', 'server', 'network', 'IT', 'systems', 'applications', 'code', 'data', 'aws', 'azure', 'vmware', 'tcp/ip', 'helpdesk', 'infrastructure'],
  },
  {
    category: 'public-relations',
    label: 'Public relations',
    titles: ['public relations', 'PR manager', 'communications manager', 'press officer', 'publicist', 'communications specialist', 'media relations', 'spokesperson', 'communications director'],
    keySkills: ['media relations', 'press releases', 'crisis communications', 'public speaking', 'writing', 'event planning', 'social media', 'campaigns', 'stakeholder engagement', 'messaging', 'community outreach', 'brand management'],
    vocabulary: ['public relations', 'press', 'media', 'journalists', 'publicity', 'communications', 'outreach', 'events', 'newsletters', 'coverage', 'announcements', 'reputation', 'interviews', 'speeches', 'public affairs', 'promotions'],
  },
  {
    category: 'sales',
    label: 'Sales',
    titles: ['sales manager', 'sales representative', 'sales associate', 'account manager', 'sales executive', 'sales consultant', 'territory manager', 'inside sales', 'sales director', 'sales'],
    keySkills: ['sales', 'prospecting', 'closing', 'negotiation', 'account management', 'quota', 'crm', 'cold calling', 'customer relationships', 'lead generation', 'salesforce', 'upselling'],
    vocabulary: ['sales', 'revenue', 'customers', 'clients', 'territory', 'targets', 'deals', 'pipeline', 'accounts', 'products', 'market share', 'sold', 'selling', 'commission', 'quotas', 'presentations'],
  },
  {
    category: 'teaching',
    label: 'Teaching and education',
    titles: ['teacher', 'tutor', 'instructor', 'lecturer', 'professor', 'teaching assistant', 'educator', 'principal', 'substitute teacher', 'school counselor'],
    keySkills: ['lesson planning', 'classroom management', 'curriculum development', 'differentiated instruction', 'student assessment', 'parent communication', 'special education', 'instruction', 'grading', 'iep', 'educational technology', 'literacy'],
    vocabulary: ['students', 'student', 'classroom', 'school', 'lessons', 'curriculum', 'teaching', 'education', 'learning', 'grade', 'faculty', 'academic', 'reading', 'math', 'tutoring', 'district'],
  },
];
