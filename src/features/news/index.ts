// Public entry of the news feature (W1, F8): components other features may render.
