import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { Heading } from '../../../../../components/ui/heading-level';

/** One book reference in each style the guide covers, so a student can compare them at a glance. */
const CITATION_FORMATS = [
  { style: 'APA', inText: '(Smith, 2020, p. 15)', reference: 'Smith, J. (2020). Title of the book. Publisher.' },
  { style: 'MLA', inText: '(Smith 15)', reference: 'Smith, John. Title of the Book. Publisher, 2020.' },
  {
    style: 'Chicago',
    inText: '(Smith 2020, 15) or a numbered footnote',
    reference: 'Smith, John. Title of the Book. City: Publisher, 2020.',
  },
  {
    style: 'Harvard',
    inText: '(Smith 2020, p. 15)',
    reference: 'Smith, J. (2020) Title of the book. City: Publisher.',
  },
] as const;

export function CitationFormatGuide({ detectedStyle }: { detectedStyle?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Citation Format Guide</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {CITATION_FORMATS.map((format) => (
          <section key={format.style} className="rounded-md border p-3 text-sm">
            <Heading className="font-semibold">
              {format.style}
              {detectedStyle === format.style && (
                <span className="ml-2 text-xs font-normal text-muted-foreground">(used in your essay)</span>
              )}
            </Heading>
            <p>
              <span className="text-muted-foreground">In text: </span>
              {format.inText}
            </p>
            <p>
              <span className="text-muted-foreground">Reference: </span>
              {format.reference}
            </p>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
