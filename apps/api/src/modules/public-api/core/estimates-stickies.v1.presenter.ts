import type { Estimate, EstimatePoint, Sticky } from '@cairn/types';

// The app's estimate and sticky shapes → the seed system's v1 Estimate, EstimatePoint and Sticky (issue 18).

/** An estimate point (app wire shape) → the seed's v1 EstimatePoint. */
export function presentV1EstimatePoint(p: EstimatePoint): Record<string, unknown> {
  return {
    id: p.id,
    estimate: p.estimate,
    key: p.key,
    value: p.value,
    description: p.description,
    project: p.project,
    workspace: p.workspace,
    external_id: null,
    external_source: null,
    created_at: p.created_at,
    updated_at: p.updated_at,
    created_by: p.created_by,
    updated_by: p.updated_by,
  };
}

/** An estimate (app wire shape) → the seed's v1 Estimate (its points come from estimate-points/). */
export function presentV1Estimate(e: Estimate): Record<string, unknown> {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    type: e.type,
    last_used: e.last_used,
    project: e.project,
    workspace: e.workspace,
    external_id: null,
    external_source: null,
    created_at: e.created_at,
    updated_at: e.updated_at,
    created_by: e.created_by,
    updated_by: e.updated_by,
  };
}

/** A sticky (app wire shape) → the seed's v1 Sticky (the owner is its author). */
export function presentV1Sticky(s: Sticky): Record<string, unknown> {
  return {
    id: s.id,
    name: s.name,
    description_html: s.description_html,
    logo_props: {},
    color: s.color,
    background_color: s.background_color,
    workspace: s.workspace,
    owner: s.owner,
    sort_order: s.sort_order,
    external_source: null,
    external_id: null,
    created_at: s.created_at,
    updated_at: s.updated_at,
    deleted_at: null,
    created_by: s.owner,
    updated_by: s.owner,
  };
}
