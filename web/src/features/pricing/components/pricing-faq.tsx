import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { PRICING_FAQ_ITEMS } from '../pricing-faq-items';

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-title" className="mb-4 text-2xl font-semibold">
        Frequently Asked Questions
      </h2>
      <Accordion type="single" collapsible>
        {PRICING_FAQ_ITEMS.map((item) => (
          <AccordionItem key={item.question} value={item.question}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
