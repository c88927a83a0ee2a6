"""Performance runs (``make bench`` = ``python -m bench``); not part of the test suite."""
