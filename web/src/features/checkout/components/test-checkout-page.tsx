import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { payTestCheckout } from '../../billing/api/billing-api';

/**
 * The local test provider's checkout: it says plainly that nothing is charged, then returns to
 * /account the way Stripe Checkout would.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      const { returnUrl } = await payTestCheckout(sessionId);
      window.location.assign(returnUrl);
    } catch (error) {
      toast({
        title: 'Error',
        description: userMessageOf(error, 'Error completing subscription setup'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle>Test checkout</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p role="note">
            This is a test checkout: no card is taken and nothing is charged. It is shown because no payment provider is
            connected.
          </p>
          <Button onClick={pay} disabled={busy || !sessionId}>
            Complete test payment
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
