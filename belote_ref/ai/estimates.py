"""Means and their 95% intervals, for the AI levels and the harnesses that measure them
(AI-HARD, AI-BUDGET): the one formula of a (weighted) mean's standard error that the hard level's
bidding, the duplicate and rotation tournaments and the benchmarks all read."""

from __future__ import annotations

import math
from typing import Iterable

Z95 = 1.96
"""Standard errors on either side of a mean in its 95% interval (normal approximation)."""


def standard_error(mean: float, square_sum: float, weight_sum: float, weight_square_sum: float) -> float:
    """The standard error of a weighted mean ``mean`` of values whose weighted sum of squares is
    ``square_sum`` (weights summing to ``weight_sum``, their squares to ``weight_square_sum``):
    the weighted spread over the square root of the effective number of samples."""
    if weight_sum <= 0.0 or weight_square_sum <= 0.0:
        return 0.0
    variance = max(0.0, square_sum / weight_sum - mean * mean)
    effective = weight_sum * weight_sum / weight_square_sum
    if effective <= 1.0:
        return math.sqrt(variance)
    return math.sqrt(variance / (effective - 1.0))


def mean_and_error(samples: list[tuple[float, float]]) -> tuple[float, float]:
    """The weighted mean of ``(weight, value)`` samples and its :func:`standard_error`
    ((0, 0) without weight)."""
    weight_sum = sum(w for w, _ in samples)
    if weight_sum <= 0.0:
        return 0.0, 0.0
    mean = sum(w * v for w, v in samples) / weight_sum
    square_sum = sum(w * v * v for w, v in samples)
    return mean, standard_error(mean, square_sum, weight_sum, sum(w * w for w, _ in samples))


def mean_and_half_width(values: Iterable[float]) -> tuple[float, float]:
    """The mean of ``values`` (equally weighted) and the half-width of its 95% interval,
    :data:`Z95` standard errors ((0, 0) without values; a single value gives a half-width of 0)."""
    mean, error = mean_and_error([(1.0, float(v)) for v in values])
    return mean, Z95 * error


MIN_INTERVAL_SAMPLES = 2
"""The fewest values a reported 95% interval rests on: one value says nothing of the spread."""


def mean_and_interval(values: Iterable[float]) -> tuple[float, tuple[float, float] | None]:
    """The mean of ``values`` and its 95% interval (:func:`mean_and_half_width`), or None for
    the interval over fewer than :data:`MIN_INTERVAL_SAMPLES` values (no interval: the
    tournaments print "—" and write null)."""
    xs = [float(v) for v in values]
    mean, half = mean_and_half_width(xs)
    return mean, ((mean - half, mean + half) if len(xs) >= MIN_INTERVAL_SAMPLES else None)
