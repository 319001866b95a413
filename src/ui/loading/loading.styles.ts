export const loadingStyles = `
.shop-loading-bar {
  position: relative;
  width: 100%;
  height: var(--shop-loading-bar-height, 4px);
  overflow: hidden;
  background: var(--shop-color-primary-subtle, #f6d3d8);
}
.shop-loading-bar__indicator {
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  background: var(--shop-color-primary, #c8102e);
  animation: shop-loading-bar-slide 1.2s ease-in-out infinite;
}
@keyframes shop-loading-bar-slide {
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
}

.shop-loading-circle {
  display: inline-flex;
  align-items: center;
  justify-content: center;
}
.shop-loading-circle__spinner {
  box-sizing: border-box;
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid var(--shop-color-border, #d9d9d9);
  border-top-color: var(--shop-color-primary, #c8102e);
  border-radius: 50%;
  animation: shop-loading-spin 0.8s linear infinite;
}
@keyframes shop-loading-spin {
  to { transform: rotate(360deg); }
}

.shop-loading-bubbles {
  display: inline-flex;
  align-items: center;
  gap: var(--shop-space-xs, 4px);
}
.shop-loading-bubbles__dot {
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--shop-color-primary, #c8102e);
  animation: shop-loading-pulse 1.2s ease-in-out infinite;
}
.shop-loading-bubbles__dot:nth-child(2) { animation-delay: 0.2s; }
.shop-loading-bubbles__dot:nth-child(3) { animation-delay: 0.4s; }
@keyframes shop-loading-pulse {
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
}

/* Reduced motion: nothing moves or spins; a slow fade still shows that work is going on. */
@keyframes shop-loading-fade {
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
}
@media (prefers-reduced-motion: reduce) {
  .shop-loading-bar__indicator {
    width: 100%;
    animation: shop-loading-fade 2s ease-in-out infinite;
  }
  .shop-loading-circle__spinner {
    border-color: var(--shop-color-primary, #c8102e);
    animation: shop-loading-fade 2s ease-in-out infinite;
  }
  .shop-loading-bubbles__dot {
    transform: none;
    animation-name: shop-loading-fade;
    animation-duration: 2s;
  }
}
`;
