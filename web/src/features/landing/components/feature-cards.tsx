import { Brain, FilePen, Zap } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The three marketing claims of spec part 1 §1. */
const FEATURES = [
  {
    icon: Brain,
    title: 'Smart Document Analysis',
    text: 'Legal risks in contracts, grammar and structure in essays, impact and ATS readiness in CVs — each finding quoted from your document.',
  },
  {
    icon: FilePen,
    title: 'AI Document Generation',
    text: 'Generate documents from essays to legal contracts, tailored to the details you give.',
  },
  {
    icon: Zap,
    title: 'Instant Analysis',
    text: 'Results in moments, not days. Upload a PDF and your analysis starts straight away.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto grid max-w-6xl gap-6 px-4">
      <h2 id="features-title" className="text-center text-2xl font-semibold">
        Why DocLens
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{title}</h3>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
