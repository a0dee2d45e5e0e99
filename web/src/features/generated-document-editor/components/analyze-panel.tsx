import { CONTRACT_ROLES } from '@doclens/api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { PARAMETER_VALUE_LABELS } from '../../../lib/analysis-parameter-labels';
import type { ContractRole } from '../analysis-role';

interface AnalyzePanelProps {
  defaultRole: ContractRole;
  analyzing: boolean;
  onAnalyze: (role: ContractRole) => void;
}

/** "Analyze": the product's contract analyzer on the document's text, read from the chosen role. */
export function AnalyzePanel({ defaultRole, analyzing, onAnalyze }: AnalyzePanelProps) {
  const [role, setRole] = useState<ContractRole>(defaultRole);
  return (
    <div className="grid gap-2">
      <Label htmlFor="analysis-role">Analyze as</Label>
      <select
        id="analysis-role"
        className="h-10 rounded-md border bg-background px-3 text-sm"
        value={role}
        onChange={(event) => setRole(event.target.value as ContractRole)}
      >
        {CONTRACT_ROLES.map((option) => (
          <option key={option} value={option}>
            {PARAMETER_VALUE_LABELS[option] ?? option}
          </option>
        ))}
      </select>
      <Button type="button" onClick={() => onAnalyze(role)} disabled={analyzing}>
        {analyzing ? 'Analyzing…' : 'Analyze'}
      </Button>
      <p className="text-xs text-muted-foreground">
        Saves your changes, then checks the contract and opens the analysis.
      </p>
    </div>
  );
}
