// Story globals that render a story at one of the preview's viewports (.storybook/preview.tsx);
// check:stories then checks that story at that width only.
//
//   export const Mobile: Story = { globals: mobile, play: … };

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
