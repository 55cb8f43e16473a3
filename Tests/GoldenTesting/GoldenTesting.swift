// Golden image testing support.
