import { Button } from '../../../components/ui/button';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto grid max-w-4xl gap-5 px-4 pt-12 text-center sm:pt-20">
      <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
        Understand any document in minutes
      </h1>
      <p className="text-lg text-muted-foreground">
        Upload a contract, essay, CV or any other PDF. DocLens finds the risks, grades the writing and tells you what to
        fix — with a free preview, no sign-up needed.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href="#upload">Analyze a Document</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#pricing">See Pricing</a>
        </Button>
      </div>
    </section>
  );
}
