import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import { REPOSITORY_ROOT, readRepositoryFile } from './repository-files';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  // Rendered manifests are checked field by field, so their specs are read untyped.
  spec?: any;
  data?: Record<string, string>;
}

const K8S_DIR = 'infra/k8s';

/** Whether `kubectl kustomize` can render here (the tests fall back to the base without it). */
export const kubectlAvailable = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

/**
 * The objects an overlay renders to, by `kubectl kustomize` itself. Without kubectl, the base's
 * objects with its image pin applied: the checks below then hold for the base alone.
 */
export function renderOverlay(overlay: string): KubernetesObject[] {
  if (!kubectlAvailable) return baseObjects();
  const rendered = spawnSync('kubectl', ['kustomize', join(REPOSITORY_ROOT, K8S_DIR, 'overlays', overlay)], {
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed: ${rendered.stderr}`);
  return documentsOf(rendered.stdout);
}

function baseObjects(): KubernetesObject[] {
  const kustomization = parse(readRepositoryFile(`${K8S_DIR}/base/kustomization.yaml`)) as {
    resources: string[];
    images: { name: string; newName: string; newTag: string }[];
  };
  const objects = kustomization.resources.flatMap((file) => documentsOf(readRepositoryFile(`${K8S_DIR}/base/${file}`)));
  const pinned = new Map(kustomization.images.map((image) => [image.name, `${image.newName}:${image.newTag}`]));
  for (const object of objects) {
    for (const container of containersOf(object)) container.image = pinned.get(container.image) ?? container.image;
  }
  return objects;
}

function documentsOf(text: string): KubernetesObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as KubernetesObject | null)
    .filter((object): object is KubernetesObject => object !== null);
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: unknown;
  readinessProbe?: unknown;
}

/** Every container of a workload's pod, init containers first. */
export function containersOf(object: KubernetesObject): Container[] {
  const pod = object.spec?.template?.spec;
  if (!pod) return [];
  return [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
}

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

/** Validates an object against the API's OpenAPI schema of its kind; throws naming what is wrong. */
export function validateAgainstSchema(object: KubernetesObject): void {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) throw new Error(`No schema known for ${object.apiVersion} ${object.kind}`);
  new Model(object as never).validate();
}
